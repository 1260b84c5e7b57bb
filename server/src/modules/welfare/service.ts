/**
 * Welfare checks (contract/welfare.ts): who is on duty at a site with checks on, which of his checks were answered
 * by a stored welfareOk, and the Red welfareCheckMissed alert of a check whose answer window passed unanswered. The
 * verdict is read from stored events alone, so the job may run late, twice, or on two instances: a check's alert
 * has an eventGuid made from the guard and the due time, stored once.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  answers,
  type HandsetWelfare,
  WELFARE_EARLY_SECONDS,
  WELFARE_LOOKBACK_HOURS,
  type WelfareCheck,
  welfareChecks,
} from '../../../../contract/welfare';
import type { Db, Tx } from '../../db/client';
import { devices, employees, events, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { type EventOf, eventBase } from '../../events/handsetEvent';
import { nameGuid } from '../../events/nameGuid';
import type { Origin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { tellContacts } from '../alert/notify';
import { liveEmit, markAlerts, storeEvent } from '../alert/store';
import { startLadder } from '../escalation/ladder';

/** The rows of a raw query (PGlite and node-postgres both answer `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const welfareGuid = (employeeId: number, dueAt: number) => nameGuid(`welfareCheckMissed:${employeeId}:${dueAt}`);

interface Duty {
  employeeId: number;
  companyId: number;
  siteId: number;
  deviceId: number | null;
  onDutySince: number;
  checkMinutes: number | null;
  answerMinutes: number;
}

/** The guards on duty at `now` (latest clock-in by then, no clock-out after it); of one guard when given. */
async function onDuty(db: Db | Tx, now: Date, employeeId?: number): Promise<Duty[]> {
  const only = employeeId === undefined ? sql`` : sql`and a.employee_id = ${employeeId}`;
  const result = await db.execute(sql`
    select l.employee_id, l.company_id, l.site_id, l.device_id, floor(extract(epoch from l.clock_time))::bigint as since,
      s.welfare_check_minutes, s.welfare_answer_minutes
    from (select distinct on (a.employee_id) a.employee_id, a.company_id, a.site_id, a.device_id, a.clock_type,
        a.clock_time
      from attendance a where a.clock_time <= ${now.toISOString()}::timestamptz ${only}
      order by a.employee_id, a.clock_time desc, a.id desc) l
    join sites s on s.id = l.site_id
    where l.clock_type = 'clockIn'`);
  return rowsOf<{
    employee_id: number;
    company_id: number;
    site_id: number;
    device_id: number | null;
    since: string | number;
    welfare_check_minutes: number | null;
    welfare_answer_minutes: number;
  }>(result).map((row) => ({
    employeeId: row.employee_id,
    companyId: row.company_id,
    siteId: row.site_id,
    deviceId: row.device_id,
    onDutySince: Number(row.since),
    checkMinutes: row.welfare_check_minutes,
    answerMinutes: row.welfare_answer_minutes,
  }));
}

/** When the guard's welfareOk events were sent in [from, to] (epoch seconds). */
async function answersSent(db: Db | Tx, employeeId: number, from: number, to: number) {
  const rows = await db
    .select({ sentAt: events.sentAt })
    .from(events)
    .where(
      and(
        eq(events.type, 'welfareOk'),
        eq(events.employeeId, employeeId),
        gte(events.sentAt, new Date(from * 1000)),
        lte(events.sentAt, new Date(to * 1000)),
      ),
    );
  return rows.map((row) => epochSeconds(row.sentAt));
}

/** The checks of a duty due in the look-back up to `upTo`, each with whether a stored welfareOk answered it. */
async function checksOf(db: Db | Tx, duty: Duty, nowSeconds: number, upTo: number) {
  if (!duty.checkMinutes) return [];
  const from = Math.max(duty.onDutySince, nowSeconds - WELFARE_LOOKBACK_HOURS * 3600);
  const checks = welfareChecks(duty.onDutySince, duty.checkMinutes, duty.answerMinutes, from, upTo);
  if (!checks.length) return [];
  const sent = await answersSent(
    db,
    duty.employeeId,
    checks[0].dueAt - WELFARE_EARLY_SECONDS,
    checks[checks.length - 1].answerBy,
  );
  return checks.map((check) => ({ ...check, answered: sent.some((at) => answers(check, at)) }));
}

/** The welfare state of a guard at his handset's site: the site's setting, his duty, the next and open check. */
export async function handsetWelfare(db: Db, employeeId: number, siteId: number, now: Date): Promise<HandsetWelfare> {
  const [site] = await db
    .select({ checkMinutes: sites.welfareCheckMinutes, answerMinutes: sites.welfareAnswerMinutes })
    .from(sites)
    .where(eq(sites.id, siteId));
  const nowSeconds = epochSeconds(now);
  const [duty] = (await onDuty(db, now, employeeId)).filter((row) => row.siteId === siteId);
  const answer: HandsetWelfare = {
    checkMinutes: site.checkMinutes,
    answerMinutes: site.answerMinutes,
    onDutySince: duty?.onDutySince ?? null,
    nextDueAt: null,
    open: null,
  };
  if (!duty || !site.checkMinutes) return answer;
  const every = site.checkMinutes * 60;
  answer.nextDueAt = duty.onDutySince + (Math.floor((nowSeconds - duty.onDutySince) / every) + 1) * every;
  const checks = await checksOf(db, duty, nowSeconds, nowSeconds);
  const open = checks.find((check) => !check.answered && check.answerBy >= nowSeconds);
  answer.open = open ? { dueAt: open.dueAt, answerBy: open.answerBy } : null;
  return answer;
}

/** Raises the alerts of the checks missed by `now`: one per guard and check, however often the job runs. */
export async function raiseMissedWelfare(db: Db, now: Date): Promise<LiveEmit<'welfareCheckMissed'>[]> {
  const nowSeconds = epochSeconds(now);
  const emits: LiveEmit<'welfareCheckMissed'>[] = [];
  for (const duty of await onDuty(db, now)) {
    if (!duty.checkMinutes) continue;
    // Checks whose answer window has closed by now.
    const closed = (await checksOf(db, duty, nowSeconds, nowSeconds - duty.answerMinutes * 60)).filter(
      (check) => !check.answered,
    );
    for (const check of closed) {
      const emit = await db.transaction((tx) => raise(tx, duty, check));
      if (emit) emits.push(emit);
    }
  }
  return emits;
}

async function raise(tx: Tx, duty: Duty, check: WelfareCheck) {
  const guid = welfareGuid(duty.employeeId, check.dueAt);
  const [seen] = await tx.select({ id: events.id }).from(events).where(eq(events.eventGuid, guid));
  if (seen) return null;
  const [site] = await tx
    .select({ id: sites.id, name: sites.name, address: sites.address })
    .from(sites)
    .where(eq(sites.id, duty.siteId));
  const [device] = duty.deviceId
    ? await tx
        .select({ id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber })
        .from(devices)
        .where(eq(devices.id, duty.deviceId))
    : [null];
  const [guard] = await tx
    .select({ name: employees.name, surname: employees.surname })
    .from(employees)
    .where(eq(employees.id, duty.employeeId));
  const origin: Origin = { companyId: duty.companyId, device: device ?? null, site, employeeId: duty.employeeId };
  const stored = await storeEvent(tx, origin, {
    type: 'welfareCheckMissed',
    eventGuid: guid,
    sentAt: new Date(check.answerBy * 1000),
    fields: { dueAt: check.dueAt, answerBy: check.answerBy, onDutySince: duty.onDutySince },
  });
  if (!stored) return null;
  await tellContacts(tx, origin, 'welfareMissed', stored, {
    guard: guard ? `${guard.name} ${guard.surname}` : undefined,
  });
  // It climbs the company's panic ladder: a guard alone who does not answer is treated as a panic (decisions.md).
  await startLadder(tx, origin, stored.eventGuid, 'panic');
  return liveEmit(duty.companyId, stored);
}

/**
 * Stores a guard's 'I'm OK'. A miss already raised for a check this answer was sent in time for (the phone had no
 * signal) keeps its alert, marked with when the answer was sent (answerSentAt), so the record shows both.
 */
export async function handleWelfareOk(tx: Tx, origin: Origin, event: EventOf<'welfareOk'>) {
  const base = eventBase(event);
  const stored = await storeEvent(tx, origin, {
    ...base,
    type: 'welfareOk',
    latitude: event.latitude ?? undefined,
    longitude: event.longitude ?? undefined,
    fields: event.dueAt ? { dueAt: event.dueAt } : {},
  });
  if (!stored || typeof origin.employeeId !== 'number') return stored ? [] : null;
  const sentAt = event.sentAt;
  const result = await tx.execute(sql`
    select event_guid from events where type = 'welfareCheckMissed' and employee_id = ${origin.employeeId}
      and (payload ->> 'dueAt')::bigint - ${WELFARE_EARLY_SECONDS} <= ${sentAt}
      and (payload ->> 'answerBy')::bigint >= ${sentAt} and not (payload ? 'answerSentAt')`);
  const guids = rowsOf<{ event_guid: string }>(result).map((row) => row.event_guid);
  if (!guids.length) return [];
  return markAlerts(tx, 'welfareCheckMissed', guids, 'answerSentAt', { answerSentAt: sentAt });
}
