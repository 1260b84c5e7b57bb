/** The CSV area of the Reports page (spec part 1 §2 'Reports screen', §5 'CSV report dates'). */
export const reportsCsv = {
  reportsCsv: {},
};
