/**
 * What the header counts as waiting: the guard's own events (scans, panics, clocks, chat, new tags). The phone's
 * own reports (a position every minute and with each scan, the battery) wait and go the same way, but are counted
 * apart: three scans with no signal say '3 waiting to send', not 6.
 */
import type { Queued } from './outbox';

const PHONE_REPORTS: ReadonlySet<string> = new Set(['deviceLocation', 'deviceStatus']);

export function waitingCount(waiting: readonly Queued[]) {
  const reports = waiting.filter((item) => PHONE_REPORTS.has(item.event.type)).length;
  return { guard: waiting.length - reports, reports };
}
