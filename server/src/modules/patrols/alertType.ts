/** A scan against its plan's estimate: 'onTime' within the tolerance, else early or late by N minutes. */
import { fill, MESSAGES } from '../../../../contract/messages';

const P = MESSAGES.patrol;

export function alertType(scannedAt: Date, estimated: Date, toleranceMinutes: number): string {
  const minutes = Math.round((scannedAt.getTime() - estimated.getTime()) / 60_000);
  if (Math.abs(minutes) <= toleranceMinutes) return 'onTime';
  const n = Math.abs(minutes);
  if (minutes < 0) return n === 1 ? P.earlyByOne : fill(P.earlyBy, { n });
  return n === 1 ? P.lateByOne : fill(P.lateBy, { n });
}
