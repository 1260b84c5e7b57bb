/** The PDF area of the Reports page: Site or Area, Daily or Monthly, 'Generate and email report', the report cards. */
export function PeriodReports() {
  return null;
}
