/** A scan against its plan's estimate: 'onTime' within the tolerance, else early or late by N minutes. */
export function alertType(scannedAt: Date, estimated: Date, toleranceMinutes: number): string {
  const minutes = Math.round((scannedAt.getTime() - estimated.getTime()) / 60_000);
  if (Math.abs(minutes) <= toleranceMinutes) return 'onTime';
  const n = Math.abs(minutes);
  return `${minutes < 0 ? 'early' : 'late'} by ${n} minute${n === 1 ? '' : 's'}`;
}
