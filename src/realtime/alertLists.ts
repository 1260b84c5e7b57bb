import { ALERT_CLASS, type AlertClass, type LiveType } from '../../contract/events';
import type { AlertLists, LiveAlert } from './types';

/** The four boxes in the spec's order. */
export const ALERT_CLASSES: readonly AlertClass[] = ['red', 'misc', 'yellow', 'green'];

/** Classes whose alerts wait for an answer; the server's unresponded list is the truth for them. */
const ANSWERABLE: readonly AlertClass[] = ['red', 'misc', 'yellow'];

/** How many answered guids are remembered, so a snapshot read before an answer cannot bring the alert back. */
const ANSWERED_MEMORY = 500;

export interface AlertsState {
  lists: AlertLists;
  /** The newest event id seen: where `alert/since` resumes after a reconnect. */
  cursor: number;
  /** Guids answered lately, newest last. */
  answered: string[];
  /** Whether the first resync (byDateRange + unrespondedTo) is in. */
  loaded: boolean;
}

export const emptyAlerts = (): AlertsState => ({
  lists: { red: [], misc: [], yellow: [], green: [] },
  cursor: 0,
  answered: [],
  loaded: false,
});

export const classOf = (alert: LiveAlert): AlertClass | undefined => ALERT_CLASS[alert.type as LiveType];

/** The guid an answer names: the eventGuid, or completedEventGuid for a patrol (spec part 1 §4). */
export const answerGuid = (alert: LiveAlert): string =>
  alert.type === 'patrolEnded' && typeof alert.completedEventGuid === 'string'
    ? alert.completedEventGuid
    : alert.eventGuid;

/** Whether an alert has a position. */
export const isLocated = (alert: LiveAlert): boolean =>
  typeof alert.latitude === 'number' && typeof alert.longitude === 'number';

/**
 * The listing rules of spec part 1 §4: a patrol end only when failed or incomplete. Every panic is listed,
 * located or not: the spec lists only panics without a position, but a panic must never be dropped silently,
 * so a located panic is listed in the Red box as well, with its coordinates.
 */
export function isListed(alert: LiveAlert): boolean {
  const alertClass = classOf(alert);
  if (!alertClass || !alert.eventGuid) return false;
  if (alert.type === 'patrolEnded') return alert.status === 'failed' || alert.status === 'incomplete';
  // A tag overdue scanned late, or of a patrol that has ended, has nothing left to answer: it leaves the boxes.
  if (alert.type === 'tagOverdue') return typeof alert.clearedAt !== 'number';
  // A scan's judgement superseded (the scan belongs to another patrol): the new judgement is listed instead.
  if (alert.type === 'patrolScanAlert') return typeof alert.supersededAt !== 'number';
  return true;
}

const newestFirst = (a: LiveAlert, b: LiveAlert) => b.eventId - a.eventId;

/** The tag scan a patrolScanAlert judges (its eventGuid): the two are one entry of the Green box. */
export const judgedScan = (alert: LiveAlert): string | undefined => {
  if (alert.type !== 'patrolScanAlert') return undefined;
  const scan = alert.tagScan as { eventGuid?: unknown } | null | undefined;
  return typeof scan?.eventGuid === 'string' ? scan.eventGuid : undefined;
};

/**
 * Adds alerts to the top of their box (newest event id first), once per event id (`eventId`: a patrol end's
 * `id` is its patrol's; a newer payload of a listed one replaces it, or removes it when it is no longer listed),
 * skipping answered ones. A tag scan and its judgement are one entry: the judgement, which carries the tag, the
 * patrol and the timing.
 */
export function addAlerts(state: AlertsState, alerts: readonly LiveAlert[]): AlertsState {
  const answered = new Set(state.answered);
  const added: Partial<AlertLists> = {};
  let cursor = state.cursor;
  const judged = new Set(state.lists.green.map(judgedScan));
  for (const alert of alerts) {
    if (typeof alert?.eventId !== 'number') continue;
    cursor = Math.max(cursor, alert.eventId);
    const alertClass = classOf(alert);
    if (alertClass && !isListed(alert)) {
      // A listed alert sent again no longer listed (a tag overdue cleared): its row goes.
      const listed = added[alertClass] ?? state.lists[alertClass];
      if (listed.some((row) => row.eventId === alert.eventId))
        added[alertClass] = listed.filter((row) => row.eventId !== alert.eventId);
      continue;
    }
    if (!alertClass || answered.has(answerGuid(alert)) || judged.has(alert.eventGuid)) continue;
    let list = added[alertClass] ?? state.lists[alertClass];
    // A listed alert sent again has changed (counted once more, the handset back): the row takes the new payload.
    if (list.some((listed) => listed.eventId === alert.eventId)) {
      added[alertClass] = list.map((listed) => (listed.eventId === alert.eventId ? alert : listed));
      continue;
    }
    const scan = judgedScan(alert);
    if (scan) {
      judged.add(scan);
      list = list.filter((listed) => listed.eventGuid !== scan);
    }
    added[alertClass] = [alert, ...list];
  }
  const lists = { ...state.lists };
  for (const alertClass of Object.keys(added) as AlertClass[]) {
    lists[alertClass] = (added[alertClass] as LiveAlert[]).sort(newestFirst);
  }
  for (const alert of alerts) if (alert?.type === 'patrolRevised') markRevised(lists, alert);
  return { ...state, lists, cursor };
}

/** A patrol's verdict revised: its listed patrolEnded row says so (its `id` is the patrol's), as the server reads it. */
function markRevised(lists: AlertLists, revision: LiveAlert) {
  const { status, tagsScanned, tagsExpected, sentAt: revisedAt } = revision;
  const revisedTo = { status, tagsScanned, tagsExpected, revisedAt };
  for (const alertClass of ALERT_CLASSES) {
    if (!lists[alertClass].some((row) => row.type === 'patrolEnded' && row.id === revision.routeTakenId)) continue;
    lists[alertClass] = lists[alertClass].map((row) =>
      row.type === 'patrolEnded' && row.id === revision.routeTakenId ? { ...row, revisedTo } : row,
    );
  }
}

/** An answer removes the alert from every box; the counters follow the lists, so they never go below 0. */
export function removeAnswered(state: AlertsState, guid: string): AlertsState {
  if (!guid) return state;
  const gone = new Set([guid]);
  const lists = { ...state.lists };
  for (const alertClass of ALERT_CLASSES) {
    const kept = lists[alertClass].filter((alert) => answerGuid(alert) !== guid);
    if (kept.length === lists[alertClass].length) continue;
    // An answered judgement takes its scan along: the scan must not come back on its own.
    for (const alert of lists[alertClass]) if (answerGuid(alert) === guid) gone.add(judgedScan(alert) ?? guid);
    lists[alertClass] = kept;
  }
  const answered = [...state.answered.filter((known) => !gone.has(known)), ...gone].slice(-ANSWERED_MEMORY);
  return { ...state, lists, answered };
}

export interface Resync {
  /** Events the console may have missed: the day's alerts on the first load, then those after the cursor. */
  missed: readonly LiveAlert[];
  /** The unresponded alerts, read at event id `lastEventId`. */
  unresponded: readonly LiveAlert[];
  lastEventId: number;
}

/**
 * Merges what HTTP says into the boxes without duplicates. For the boxes that wait for an answer, an alert
 * stays only if the server still lists it as unresponded, or if it arrived after that list was read.
 */
export function mergeResync(state: AlertsState, { missed, unresponded, lastEventId }: Resync): AlertsState {
  const merged = addAlerts(state, [...missed, ...unresponded]);
  const open = new Set(unresponded.map((alert) => alert.eventId));
  const lists = { ...merged.lists };
  for (const alertClass of ANSWERABLE) {
    lists[alertClass] = lists[alertClass].filter((alert) => open.has(alert.eventId) || alert.eventId > lastEventId);
  }
  return { ...merged, lists, cursor: Math.max(merged.cursor, lastEventId), loaded: true };
}

/**
 * A new alert day (06:00): the boxes start over from the new day's events and whatever is still
 * unanswered; the cursor and the answered memory carry on.
 */
export function startNewDay(state: AlertsState, resync: Resync): AlertsState {
  return mergeResync({ ...state, lists: emptyAlerts().lists }, resync);
}

/** Finds a listed alert by its event id. */
export function findAlert(lists: AlertLists, eventId: number): LiveAlert | undefined {
  for (const alertClass of ALERT_CLASSES) {
    const found = lists[alertClass].find((alert) => alert.eventId === eventId);
    if (found) return found;
  }
  return undefined;
}
