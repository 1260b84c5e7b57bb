/** Every alert of a period, answered or not: filtered, sorted and paged on the server, with a CSV of the list. */
export const AlertHistoryPage = () => null;
