/**
 * Which plan each tag scan belongs to: a function of the scans and the plans alone, never of the order in which the
 * scans arrived nor of whether a plan has been judged yet.
 *
 * The scans are taken in their own time order, `(sentAt, eventGuid)`. A scan belongs to a plan of its site holding
 * its tag whose window, widened by the tolerance on both sides, holds the scan's time. Of several, it takes the first
 * by: a plan that has not had that tag yet (from an earlier scan) before one that has; then the nearest estimate;
 * then the plan that starts first, the lower plan id, the tag's place on the route. A scan no plan fits is on no
 * patrol.
 */

export interface Stop {
  planId: number;
  /** The plan's row of this tag (schedule_plan_tags.id). */
  planTagId: number;
  tagId: number;
  position: number;
  estimatedScanAt: Date;
  planStart: Date;
  planEnd: Date;
}

export interface ScanKey {
  eventGuid: string;
  sentAt: Date;
  tagId: number;
}

/** Scans in their own order: time, then eventGuid. Never the order they were stored in. */
export function scanOrder(a: ScanKey, b: ScanKey): number {
  const byTime = a.sentAt.getTime() - b.sentAt.getTime();
  if (byTime !== 0) return byTime;
  return a.eventGuid < b.eventGuid ? -1 : a.eventGuid > b.eventGuid ? 1 : 0;
}

/** Whether a plan's window, widened by the margin, holds the time. */
export const fits = (stop: Stop, at: Date, marginMs: number) =>
  stop.planStart.getTime() - marginMs <= at.getTime() && at.getTime() <= stop.planEnd.getTime() + marginMs;

/** A plan having had a tag, as `before` names it. */
export const hadKey = (planId: number, tagId: number) => `${planId}:${tagId}`;

/**
 * The stop each scan belongs to (null: no plan fits), scans taken in scanOrder. `before` names the plans and tags
 * already had by scans earlier than all of these (`planId:tagId`), which the caller read as stored.
 */
export function assignScans(
  scans: readonly ScanKey[],
  stops: readonly Stop[],
  marginMs: number,
  before: Iterable<string> = [],
): Map<string, Stop | null> {
  const taken = new Set(before);
  const byTag = new Map<number, Stop[]>();
  for (const stop of stops) {
    const list = byTag.get(stop.tagId);
    if (list) list.push(stop);
    else byTag.set(stop.tagId, [stop]);
  }
  const assigned = new Map<string, Stop | null>();
  for (const scan of [...scans].sort(scanOrder)) {
    let best: Stop | null = null;
    let bestKey: number[] = [];
    for (const stop of byTag.get(scan.tagId) ?? []) {
      if (!fits(stop, scan.sentAt, marginMs)) continue;
      const key = [
        taken.has(hadKey(stop.planId, scan.tagId)) ? 1 : 0,
        Math.abs(stop.estimatedScanAt.getTime() - scan.sentAt.getTime()),
        stop.planStart.getTime(),
        stop.planId,
        stop.position,
      ];
      if (!best || compareKeys(key, bestKey) < 0) {
        best = stop;
        bestKey = key;
      }
    }
    assigned.set(scan.eventGuid, best);
    if (best) taken.add(hadKey(best.planId, scan.tagId));
  }
  return assigned;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
