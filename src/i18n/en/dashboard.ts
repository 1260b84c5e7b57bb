/** The dashboard (spec part 1 §2 'Dashboard'): yesterday's shift against the SLA. */
export const dashboard = {
  dashboard: {},
};
