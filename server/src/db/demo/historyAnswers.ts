/**
 * The control room's answers to the demo history's alerts, stamped minutes after each alert as they would have
 * been: every panic, please-call-me, patrol that was not complete, handset found offline and battery running low of
 * those days (the traffic's answers at their own times), so the live boxes start with the live demo's alerts alone.
 * Written as an answer in the console is (the alert's answer, its scan's with it, its escalation stopped), with the
 * answer's own time.
 */
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { ALERT_CLASS, type LiveType } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { type Answerable, answerables, storeAnswers, withScans } from '../../modules/alert/answers';
import { stopLadder } from '../../modules/escalation/ladder';
import type { Actor } from '../actor';
import { withActor } from '../actor';
import type { Db } from '../client';
import { events } from '../schema';
import { answerWait, type Random, type SentAlert, type ShiftDay, type TrafficProfile } from './traffic';

/** The Green box's routine alerts (scans, their judgements, clock-ins), acknowledged in bulk every quarter-hour. */
const ROUTINE = Object.entries(ALERT_CLASS)
  .filter(([, kind]) => kind === 'green')
  .map(([type]) => type as LiveType);
const QUARTER = 900;

/** What an operator answers (alert/service.ts's unresponded list): a patrol end only when not complete. */
const ANSWERABLE = ['panic', 'pleaseCallMe', 'patrolEnded', 'deviceOffline', 'deviceBatteryLow'];

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

/** The company's events of these types sent in [from, to), with their guids and times. */
const eventsOf = (db: Db, companyId: number, types: string[], from: Date, to: Date, also?: SQL) =>
  db
    .select({ guid: events.eventGuid, sentAt: events.sentAt })
    .from(events)
    .where(
      and(
        eq(events.companyId, companyId),
        inArray(events.type, types),
        gte(events.sentAt, from),
        lt(events.sentAt, to),
        also,
      ),
    );

/** Every alert of those days that waits for an answer: at the traffic's answer time, or the profile's wait. */
async function toAnswer(
  db: Db,
  companyId: number,
  days: ShiftDay[],
  alerts: SentAlert[],
  random: Random,
  profile: TrafficProfile,
) {
  const from = new Date(days[0].from * 1000);
  // The last day's patrols are closed a grace after its end: their ends are answered too.
  const to = new Date((days[days.length - 1].to + 3_600) * 1000);
  const others = await eventsOf(
    db,
    companyId,
    ANSWERABLE,
    from,
    to,
    sql`not (${events.type} = 'patrolEnded' and ${events.payload} ->> 'status' = 'complete')`,
  );
  const answeredAt = new Map(
    alerts.flatMap((alert) => (alert.answer ? [[alert.eventGuid, alert.answer.respondedAt]] : [])),
  );
  return others.map((row) => ({
    guid: row.guid,
    respondedAt: answeredAt.get(row.guid) ?? row.sentAt.getTime() / 1000 + answerWait(random, profile),
  }));
}

/** Answers the history's alerts, taking turns among `answerers` (the company's admin and controllers). */
export async function answerHistory(
  db: Db,
  answerers: Actor[],
  days: ShiftDay[],
  alerts: SentAlert[],
  random: Random,
  profile: TrafficProfile,
  /** Answers that would come after it are left for the control room: those alerts are live. */
  now: number,
): Promise<number> {
  const companyId = answerers[0].companyId;
  const wanted = (await toAnswer(db, companyId, days, alerts, random, profile)).filter((one) => one.respondedAt <= now);
  const found = new Map(
    (
      await answerables(
        db,
        wanted.map((one) => one.guid),
      )
    ).map((a) => [a.eventGuid, a]),
  );
  const turns = new Map<Actor, { alert: Answerable; respondedAt: number }[]>();
  for (const [i, one] of wanted.entries()) {
    const alert = found.get(one.guid);
    if (!alert) continue;
    const actor = answerers[i % answerers.length];
    turns.set(actor, [...(turns.get(actor) ?? []), { alert, respondedAt: one.respondedAt }]);
  }
  let answered = 0;
  for (const [actor, list] of turns) {
    await withActor(db, actor, async (tx) => {
      for (const { alert, respondedAt } of list) {
        const message = random.pick(SAID[alert.type] ?? SAID.patrolEnded);
        await storeAnswers(tx, actor, companyId, withScans([alert]), message, new Date(Math.round(respondedAt) * 1000));
        await stopLadder(tx, alert.eventGuid);
        answered += 1;
      }
    });
  }
  return answered;
}

/**
 * The routine alerts of [from, until) acknowledged as a control room does through the night: each quarter-hour's,
 * five minutes after it, by the answerers in turn, so the Green box of a fresh start holds the last hour or so.
 */
export async function acknowledgeRoutine(db: Db, answerers: Actor[], from: number, until: number): Promise<number> {
  const companyId = answerers[0].companyId;
  const rows = await eventsOf(db, companyId, ROUTINE, new Date(from * 1000), new Date(until * 1000));
  const quarters = new Map<number, string[]>();
  for (const row of rows) {
    const quarter = Math.floor(row.sentAt.getTime() / 1000 / QUARTER) * QUARTER;
    quarters.set(quarter, [...(quarters.get(quarter) ?? []), row.guid]);
  }
  let acknowledged = 0;
  for (const [i, [quarter, guids]] of [...quarters].sort(([a], [b]) => a - b).entries()) {
    const actor = answerers[i % answerers.length];
    const alerts = await answerables(db, guids);
    await withActor(db, actor, (tx) =>
      storeAnswers(
        tx,
        actor,
        companyId,
        withScans(alerts),
        MESSAGES.alert.acknowledged,
        new Date((quarter + QUARTER + 300) * 1000),
      ),
    );
    acknowledged += alerts.length;
  }
  return acknowledged;
}
