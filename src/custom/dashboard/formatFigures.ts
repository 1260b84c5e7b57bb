/** A percentage as the dashboard writes it: at most 2 decimals (the value is already rounded), no trailing zeros. */
const percentFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2, useGrouping: false });
/** A count, its thousands grouped. */
const countFormat = new Intl.NumberFormat('en');

export const formatPercent = (percent: number): string => percentFormat.format(percent);
export const formatCount = (count: number): string => countFormat.format(count);
