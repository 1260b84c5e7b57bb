/** The Reports page (spec part 1 §2 'Reports screen'): a site's CSVs, and PDF reports e-mailed on demand. */
export const reports = {
  reports: {
    title: 'Reports',
  },
};
