/** PDF reports (spec part 1 §7 'Reports'): generate and e-mail a site's or an area's report, list them. */
export const reportMethods = {};
