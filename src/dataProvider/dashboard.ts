/** The dashboard (spec part 1 §7 'Dashboard'): four calls, each over a period in epoch seconds. */
export const dashboardMethods = {};
