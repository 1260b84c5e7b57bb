/** First wait before calling again after a failure, doubled each time up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 15_000;

/** How long to wait before the attempt after `failures` failed ones (1 = the first failure). */
export function retryDelay(failures: number): number {
  const doublings = Math.max(0, Math.min(failures - 1, 10));
  return Math.min(RETRY_FIRST_MS * 2 ** doublings, RETRY_MAX_MS);
}
