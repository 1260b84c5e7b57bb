/**
 * Recording answers to alerts: one `alert_responses` row per alert, and the answers every console receives
 * (alertAlarmResponse). A tag scan and its judgement (the patrolScanAlert naming it) are one entry on the
 * consoles, so answering the judgement answers its scan too.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { responseTopic } from '../../../../contract/events';
import type { Actor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { alertResponses, employees, events } from '../../db/schema';
import { epochSeconds } from '../../time';

/** An alert named by an answer, as stored; `scanGuid` is the tag scan a patrolScanAlert judges. */
export interface Answerable {
  eventGuid: string;
  type: string;
  companyId: number;
  scanGuid: string | null;
}

/** The alerts (never locations or status reports) with these guids, of any company: the caller checks the company. */
export function answerables(db: Db | Tx, guids: readonly string[]): Promise<Answerable[]> {
  return db
    .select({
      eventGuid: events.eventGuid,
      type: events.type,
      companyId: events.companyId,
      scanGuid: sql<
        string | null
      >`case when ${events.type} = 'patrolScanAlert' then ${events.payload} -> 'tagScan' ->> 'eventGuid' end`,
    })
    .from(events)
    .where(and(inArray(events.eventGuid, [...guids]), notInArray(events.type, ['deviceLocation', 'deviceStatus'])));
}

/** Each alert, and the scan each judgement names, as rows to answer (each guid once). */
export function withScans(alerts: readonly Answerable[]): { guid: string; type: string }[] {
  const rows = new Map<string, string>();
  for (const alert of alerts) {
    rows.set(alert.eventGuid, alert.type);
    if (alert.scanGuid && !rows.has(alert.scanGuid)) rows.set(alert.scanGuid, 'nfcTagScan');
  }
  return [...rows].map(([guid, type]) => ({ guid, type }));
}

/** Stores the answers not stored yet (a guid answered already is skipped); returns those stored now. */
export async function storeAnswers(
  tx: Tx,
  actor: Actor,
  companyId: number,
  rows: readonly { guid: string; type: string }[],
  message: string,
  respondedAt: Date,
) {
  if (rows.length === 0) return [];
  const stored = await tx
    .insert(alertResponses)
    .values(
      rows.map(({ guid, type }) => ({
        companyId,
        employeeId: actor.employeeId,
        message,
        respondedToGuid: guid,
        respondedToType: type,
        topic: responseTopic(type),
        respondedAt,
      })),
    )
    .onConflictDoNothing({ target: alertResponses.respondedToGuid })
    .returning();
  if (stored.length > 0)
    await copyAlertTimes(
      tx,
      stored.map((row) => row.id),
    );
  return stored;
}

/** Copies onto the answers their alert's time and site, and how long each answer took (for the alert history). */
function copyAlertTimes(tx: Tx, ids: number[]) {
  return tx
    .update(alertResponses)
    .set({
      alertSentAt: sql`${events.sentAt}`,
      alertSiteId: sql`${events.siteId}`,
      responseSeconds: sql`greatest(0, floor(extract(epoch from ${alertResponses.respondedAt} - ${events.sentAt})))::int`,
    })
    .from(events)
    .where(and(eq(events.eventGuid, alertResponses.respondedToGuid), inArray(alertResponses.id, ids)));
}

type Saved = Awaited<ReturnType<typeof storeAnswers>>[number];

/** The answers as consoles receive them (alertAlarmResponse), with who answered. */
export async function answerPayloads(db: Db, actor: Actor, companyId: number, saved: readonly Saved[]) {
  const [employee] = await db
    .select({ id: employees.id, name: employees.name, surname: employees.surname })
    .from(employees)
    .where(eq(employees.id, actor.employeeId));
  const guids = saved.map((row) => row.respondedToGuid);
  const sent = guids.length
    ? await db
        .select({ guid: events.eventGuid, sentAt: events.sentAt })
        .from(events)
        .where(inArray(events.eventGuid, guids))
    : [];
  // Time to answer (seconds, never below 0: a handset's clock may run ahead).
  const waited = (row: Saved) => {
    const alert = sent.find((one) => one.guid === row.respondedToGuid);
    return alert ? Math.max(0, epochSeconds(row.respondedAt) - epochSeconds(alert.sentAt)) : null;
  };
  return saved.map((row) => ({
    eventGuid: row.eventGuid,
    message: row.message,
    companyId,
    employeeId: actor.employeeId,
    employee,
    respondedToGuid: row.respondedToGuid,
    respondedToType: row.respondedToType,
    topic: row.topic,
    respondedAt: epochSeconds(row.respondedAt),
    secondsToAnswer: waited(row),
  }));
}

export type AnswerPayload = Awaited<ReturnType<typeof answerPayloads>>[number];
