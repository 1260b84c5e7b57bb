/** The alert history page. */
export const alertHistory = {};
