/** Percentiles and rates for the benchmark report. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const perSecond = (count: number, millis: number) => Math.round((count * 1000) / millis);
