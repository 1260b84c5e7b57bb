/** A scan against its plan's estimate: 'onTime' within the tolerance, else early or late by N minutes. */
import type { ScanJudgement } from '../../../../contract/handset';
import { fill, MESSAGES } from '../../../../contract/messages';

const P = MESSAGES.patrol;

/** On time within the tolerance, else early or late by how many whole minutes. */
export function judge(
  scannedAt: Date,
  estimated: Date,
  toleranceMinutes: number,
): Pick<ScanJudgement, 'judged' | 'minutes'> {
  const minutes = Math.round((scannedAt.getTime() - estimated.getTime()) / 60_000);
  if (Math.abs(minutes) <= toleranceMinutes) return { judged: 'onTime', minutes: 0 };
  return { judged: minutes < 0 ? 'early' : 'late', minutes: Math.abs(minutes) };
}

export function alertType(scannedAt: Date, estimated: Date, toleranceMinutes: number): string {
  const { judged, minutes: n } = judge(scannedAt, estimated, toleranceMinutes);
  if (judged === 'onTime') return 'onTime';
  if (judged === 'early') return n === 1 ? P.earlyByOne : fill(P.earlyBy, { n });
  return n === 1 ? P.lateByOne : fill(P.lateBy, { n });
}
