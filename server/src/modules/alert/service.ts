/** Alerts: the live events of a day, those not answered yet, those after a cursor, and the answers. */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LIVE_TYPES, responseTopic } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { alertResponses, events } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { stopLadder } from '../escalation/ladder';
import { type AnswerPayload, answerables, answerPayloads, storeAnswers, withScans } from './answers';
import { withIds } from './store';

/** Types an operator answers; a patrol end only when it is not complete, a tag overdue only until it is cleared. */
export const ANSWERABLE = [
  'panic',
  'welfareCheckMissed',
  'pleaseCallMe',
  'deviceOffline',
  'deviceBatteryLow',
  'boundaryExit',
  'tagEnrollment',
  'patrolEnded',
  'patrolRevised',
  'tagOverdue',
  'attendanceOutside',
];
export const UNRESPONDED_DAYS = 7;
const live = inArray(events.type, [...LIVE_TYPES]);
type Alert = Record<string, unknown> & { id: number; eventId: number; type: string };
/** What a listed alert is read from: its payload, its row id, and the guard on the handset (older payloads lack it). */
const columns = { id: events.id, payload: events.payload, employeeId: events.employeeId };
const payloads = (rows: { id: number; payload: unknown; employeeId: number | null }[]): Alert[] =>
  rows.map((row) => {
    const alert = row.payload as Record<string, unknown>;
    const guard = alert.employeeId === undefined && row.employeeId !== null ? { employeeId: row.employeeId } : {};
    return withIds({ ...alert, ...guard }, row.id) as Alert;
  });

/** The window's live events, oldest first; of a window holding more than one answer takes, the newest. */
/** The day's live events nobody has answered (an answered alert has left every console for good). */
export async function byDateRange(db: Db, companyId: number, start: Date, end: Date) {
  const rows = await db
    .select(columns)
    .from(events)
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .where(
      and(
        eq(events.companyId, companyId),
        live,
        gte(events.sentAt, start),
        lt(events.sentAt, end),
        isNull(alertResponses.id),
      ),
    )
    .orderBy(desc(events.sentAt), desc(events.id))
    .limit(5000);
  return payloads(rows.reverse());
}

export async function unrespondedTo(db: Db, companyId: number, now = new Date()) {
  const since = new Date(now.getTime() - UNRESPONDED_DAYS * 86_400_000);
  const rows = await db
    .select(columns)
    .from(events)
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .where(
      and(
        eq(events.companyId, companyId),
        inArray(events.type, ANSWERABLE),
        or(sql`${events.type} <> 'patrolEnded'`, sql`${events.payload} ->> 'status' <> 'complete'`),
        or(sql`${events.type} <> 'tagOverdue'`, sql`not (${events.payload} ? 'clearedAt')`),
        gte(events.sentAt, since),
        isNull(alertResponses.id),
      ),
    )
    .orderBy(asc(events.sentAt), asc(events.id))
    .limit(2000);
  return payloads(rows);
}

/** Live events stored after event `afterId` (and in the last minute): what a console that reconnects has missed; it drops those it has by id. */
export async function since(db: Db, companyId: number, afterId: number) {
  const rows = await db
    .select(columns)
    .from(events)
    // Ids are taken before commit: an event committed late under a slightly lower id is caught by a minute's overlap.
    .where(
      and(
        eq(events.companyId, companyId),
        live,
        or(
          gt(events.id, afterId),
          and(gt(events.id, afterId - 1000), gt(events.receivedAt, sql`now() - interval '1 minute'`)),
        ),
      ),
    )
    .orderBy(asc(events.id))
    .limit(2000);
  return payloads(rows);
}

/** One alert of the company by its eventGuid, answered or not, as the live calls send it (the alert history opens it). */
export async function alertByGuid(db: Db, companyId: number, eventGuid: string) {
  const rows = await db
    .select(columns)
    .from(events)
    .where(and(eq(events.companyId, companyId), live, eq(events.eventGuid, eventGuid)))
    .limit(1);
  const [alert] = payloads(rows);
  if (!alert) throw notFound(MESSAGES.alertHistory.notFound);
  return alert;
}

/** The newest event id of a company: where a console's resync cursor starts. */
export async function latestEventId(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.companyId, companyId))
    .orderBy(desc(events.id))
    .limit(1);
  return row?.id ?? 0;
}

export interface Response {
  message: string;
  respondedAt: number;
  respondedToType: string;
  respondedToGuid: string;
  topic: string;
}

/**
 * Stores who answered which alert and how, at the time the server takes it (the body's respondedAt is
 * accepted for the spec's shape only); a second answer to the same alert is 409. Answering a scan's
 * judgement answers the scan too. Answers the answer, then those of what was answered with it.
 */
export async function respond(db: Db, actor: Actor, companyId: number, input: Response) {
  const message = input.message.trim();
  if (!message) throw badRequest(MESSAGES.alert.explain);
  const [event] = await answerables(db, [input.respondedToGuid]);
  if (!event || event.companyId !== companyId) throw notFound(MESSAGES.alert.notFound);
  if (input.topic !== responseTopic(event.type)) throw badRequest(MESSAGES.alert.wrongTopic);
  // The server's own time: a client's respondedAt would set the figure a company is paid against.
  const respondedAt = new Date();
  const saved = await withActor(db, actor, async (tx) => {
    const stored = await storeAnswers(tx, actor, companyId, withScans([event]), message, respondedAt);
    if (!stored.some((row) => row.respondedToGuid === event.eventGuid)) throw conflict(MESSAGES.alert.alreadyAnswered);
    await stopLadder(tx, event.eventGuid);
    return stored;
  });
  const answers = await answerPayloads(db, actor, companyId, saved);
  const answer = answers.find((one) => one.respondedToGuid === event.eventGuid) as AnswerPayload;
  return { answer, also: answers.filter((one) => one !== answer) };
}
