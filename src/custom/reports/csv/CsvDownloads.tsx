/** The CSV area of the Reports page: a site, a start and an end date, Download General Report and Download Activity Report. */
export function CsvDownloads() {
  return null;
}
