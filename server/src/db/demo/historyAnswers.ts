/**
 * The control room's answers to the demo history's alerts, stored in the same transaction as the alert, so no console
 * ever lists one of them unanswered: every panic, please-call-me, patrol that was not complete, handset found offline
 * and battery running low (the alert types an operator answers) at its own time, minutes after the alert (the
 * traffic's answer times, else the profile's wait), by the admin and controllers in turn; one whose answer would come
 * after the moment the history is loaded is left for the live control room. The routine alerts of the day in progress
 * (scans, their judgements, clock-ins) are acknowledged a quarter-hour at a time. Written as an answer in the console
 * is (the alert's answer, its scan's with it, its escalation stopped), with the answer's own time.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import { ALERT_CLASS, ANSWERABLE, type LiveType } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { type AnswerPayload, answerables, answerPayloads, storeAnswers, withScans } from '../../modules/alert/answers';
import { stopLadder } from '../../modules/escalation/ladder';
import type { Actor } from '../actor';
import { withActor } from '../actor';
import type { Db, Tx } from '../client';
import { alertResponses, events } from '../schema';
import { answerWait, type Random, type SentAlert, type TrafficProfile } from './traffic';

/** The Green box's routine alerts (scans, their judgements, clock-ins), acknowledged in bulk every quarter-hour. */
const ROUTINE = Object.entries(ALERT_CLASS)
  .filter(([, kind]) => kind === 'green')
  .map(([type]) => type as LiveType);
const QUARTER = 900;

/** What an operator answers (alert/service.ts's unresponded list): a patrol end only when not complete. */
const SAID: Record<string, string[]> = {
  panic: [
    'Called the guard: false alarm, panic pressed by mistake.',
    'Armed response dispatched; area checked, all clear.',
    'Spoke to the guard: suspicious person left the premises.',
  ],
  pleaseCallMe: [
    'Called back: guard needed a relief for a short break.',
    'Called back: visitor query, sorted out.',
    'Called back: gate remote not working, technician booked.',
  ],
  patrolEnded: [
    'Guard was attending to a delivery at the gate; patrol resumed after.',
    'Spoke to the guard: handset battery was low during the round.',
    'Supervisor informed; guard reminded of the patrol times.',
  ],
  deviceOffline: ['Handset back online; it was out of coverage in the basement.'],
  deviceBatteryLow: ['Guard told to put the handset on charge.'],
};

export interface ControlRoom {
  /** The company's admin and controllers, who answer in turn. */
  answerers: Actor[];
  /** The history's first moment and the moment it is loaded (epoch seconds): only alerts sent between are answered. */
  from: number;
  now: number;
  /** The routine alerts sent in [from, until) are acknowledged a quarter-hour at a time (the day in progress). */
  routine: { from: number; until: number } | null;
  /** The traffic's alarms, with the answers it chose for them. */
  alerts: SentAlert[];
  random: Random;
  profile: TrafficProfile;
}

/**
 * What the control room answers as the history is written: `answerDue(tx)`, run at the end of each transaction that
 * stores the history's events, answers in it the alerts that transaction stored. `answered` counts the alerts
 * answered (routine acknowledgements aside).
 */
export function controlRoomAnswers(room: ControlRoom) {
  const companyId = room.answerers[0].companyId;
  const known = new Map(
    room.alerts.flatMap((alert) => (alert.answer ? [[alert.eventGuid, alert.answer.respondedAt] as const] : [])),
  );
  /** The events looked at so far: those of the company up to this id. */
  let seen = 0;
  let turn = 0;
  const state = { answered: 0, acknowledged: 0 };
  /** The answers stored since the last `sendAnswered`, with who gave them. */
  let stored: { actor: Actor; rows: Awaited<ReturnType<typeof storeAnswers>> }[] = [];

  /** Answers one alert (and the scan it judges) at `respondedAt` (epoch seconds) as `actor`, its ladder stopped. */
  const answer = (tx: Tx, actor: Actor, guids: string[], message: string, respondedAt: number) =>
    withActor(tx, actor, async (inner) => {
      const alerts = await answerables(inner, guids);
      const rows = await storeAnswers(
        inner,
        actor,
        companyId,
        withScans(alerts),
        message,
        new Date(Math.round(respondedAt) * 1000),
      );
      if (rows.length > 0) stored.push({ actor, rows });
      for (const alert of alerts) await stopLadder(inner, alert.eventGuid);
      return alerts.length;
    });

  async function answerDue(tx: Tx) {
    const [{ last }] = await tx
      .select({ last: max(events.id) })
      .from(events)
      .where(eq(events.companyId, companyId));
    if (last === null || last <= seen) return;
    const fresh = and(
      eq(events.companyId, companyId),
      gt(events.id, seen),
      lte(events.id, last),
      isNull(alertResponses.id),
    );
    seen = last;
    const open = await tx
      .select({ guid: events.eventGuid, type: events.type, sentAt: events.sentAt })
      .from(events)
      .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
      .where(
        and(
          fresh,
          inArray(events.type, ANSWERABLE),
          or(sql`${events.type} <> 'patrolEnded'`, sql`${events.payload} ->> 'status' <> 'complete'`),
          gte(events.sentAt, new Date(room.from * 1000)),
          lte(events.sentAt, new Date(room.now * 1000)),
        ),
      )
      .orderBy(asc(events.sentAt), asc(events.id));
    for (const alert of open) {
      const respondedAt =
        known.get(alert.guid) ?? alert.sentAt.getTime() / 1000 + answerWait(room.random, room.profile);
      const message = room.random.pick(SAID[alert.type] ?? SAID.patrolEnded);
      // Answers that would come after the history's moment are left for the control room: those alerts are live.
      if (respondedAt > room.now) continue;
      const actor = room.answerers[turn++ % room.answerers.length];
      state.answered += await answer(tx, actor, [alert.guid], message, respondedAt);
    }
    if (!room.routine) return;
    const routine = await tx
      .select({ guid: events.eventGuid, sentAt: events.sentAt })
      .from(events)
      .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
      .where(
        and(
          fresh,
          inArray(events.type, ROUTINE),
          gte(events.sentAt, new Date(room.routine.from * 1000)),
          lt(events.sentAt, new Date(room.routine.until * 1000)),
        ),
      )
      .orderBy(asc(events.sentAt), asc(events.id));
    const quarters = new Map<number, string[]>();
    for (const row of routine) {
      const quarter = Math.floor(row.sentAt.getTime() / 1000 / QUARTER) * QUARTER;
      quarters.set(quarter, [...(quarters.get(quarter) ?? []), row.guid]);
    }
    // Each quarter-hour's five minutes after it, by the answerers in turn.
    for (const [quarter, guids] of quarters) {
      const actor = room.answerers[Math.floor(quarter / QUARTER) % room.answerers.length];
      state.acknowledged += await answer(tx, actor, guids, MESSAGES.alert.acknowledged, quarter + QUARTER + 300);
    }
  }

  /**
   * Hands the answers stored since the last call, as consoles receive an operator's (alertAlarmResponse), to `send`:
   * run once their transaction is committed, so a console that listed one of those alerts drops it live.
   */
  async function sendAnswered(db: Db, send: (companyId: number, answers: AnswerPayload[]) => void) {
    const taken = stored;
    stored = [];
    for (const { actor, rows } of taken) send(companyId, await answerPayloads(db, actor, companyId, rows));
  }

  return {
    answerDue,
    sendAnswered,
    /** Forgets the answers of a transaction that was rolled back. */
    dropAnswered() {
      stored = [];
    },
    get answered() {
      return state.answered;
    },
  };
}
