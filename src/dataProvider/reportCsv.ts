/** A site's CSV exports (spec part 1 §7 'Reports'): general (devices, tags, routes, schedules) and activity over a period. */
export const reportCsvMethods = {};
