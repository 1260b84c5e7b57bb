/**
 * A small shift day built by hand for the figure tests, with every figure known in advance. GuardForce, the shift
 * day that began two days ago at 04:00 UTC (`from`), and three sites with plans (Alpha, Bravo, Charlie) plus one
 * with nothing planned that day (Delta). Plans are opened at chosen times, scans and alerts go through the real
 * handset API, answers through the alert API, plans are closed by the patrol engine.
 *
 * Alpha (3 tags, estimates at minutes 0, 10, 20 of a 30-minute route), schedule S1 (every 60 min) and S2 (every
 * 120 min, removed at the end):
 * - A0 S1 at from−60 min (the day before): t1 → incomplete.
 * - A1 S1 at +2 h: t1 at +25 (sent first), t1 at +0, t2 at +18 (late by 8), t3 at +21 → complete, 1 late.
 * - A2 S1 at +4 h: t2 at +2 (early by 8), t2 again at +10 (on time) → incomplete, 1 early.
 * - A3 S1 at +6 h: nothing → failed; its patrolEnded answered after 300 s by the controller.
 * - A4 S2 at +8 h: t1, t2, t3 on time → complete; then S2 is removed (its past plan stays).
 * - A5 S1 at +10 h: t1 at +1, still open (opened after the engine closed the others).
 * - A6 S1 at from + 24 h (the next day): nothing → failed.
 * - Panics at −30 min, +2 h 30 (answered after 120 s by the controller) and +9 h (after 60 s by the admin); a
 *   please-call-me at +11 h (not answered); battery 10% not charging at +3 h (deviceBatteryLow).
 * - Clock-in +1 h, clock-out +9 h; a clock-in at +23 h with no clock-out.
 * Bravo (2 tags, 20 min): B1 at +3 h and B2 at +5 h, both complete; its handset silent from +5 h, found offline at
 * +6 h. Charlie (10 tags, 50 min): C1 at +7 h, 9 of 10 scanned (exactly 90%). Delta: D0 at from−2 h, failed.
 * Cape Shield: a panic in the day (another company's, never counted).
 */
import { sql } from 'drizzle-orm';
import { utcDay } from '../../../contract/shiftRange';
import { markOfflineDevices } from '../modules/device/offline';
import { closeEndedPlans } from '../modules/patrols/close';
import { answeredAt } from './answeredAt';
import { type Api, rows } from './fixtures';
import type { TestContext } from './helper';
import { ev, type Handset, openPlan, placeGuard, registerHandset, sendAll } from './live';
import { createRoute, createSite, createTags, everyDaySchedule } from './siteArea';

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

export interface DaySite {
  id: number;
  name: string;
  routeId: number;
  serials: string[];
  handset: Handset;
}

export interface ReportDay {
  /** 04:00 UTC two days ago: the day is [from, from + DAY). */
  from: number;
  to: number;
  companyId: number;
  sites: { alpha: DaySite; bravo: DaySite; charlie: DaySite; delta: { id: number; name: string } };
  schedules: { s1: number; s2: number };
  plans: Record<'a0' | 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'b1' | 'b2' | 'c1' | 'd0', number>;
  guardName: string;
}

const at = (epoch: number) => new Date(epoch * 1000);

async function site(t: TestContext, call: Api, name: string, tagCount: number, duration: number, guard: string) {
  const id = await createSite(call, 'admin', { name });
  const prefix = name.slice(0, 3).toUpperCase();
  const tags = await createTags(t, id, tagCount, prefix);
  const routeId = await createRoute(
    call,
    id,
    tags.map((tag) => tag.id),
    duration,
  );
  const handset = await registerHandset(t, call, id, guard);
  const serials = tags.map((_, i) => `${prefix}-${id}-${i + 1}`);
  return { id, name, routeId, serials, handset, tagIds: tags.map((tag) => tag.id) };
}

async function schedule(call: Api, body: Record<string, unknown>) {
  const response = await call.post('admin', '/api/v1/schedule', body);
  if (response.statusCode !== 200) throw new Error(`schedule: ${response.body}`);
  return response.json().id as number;
}

export async function buildReportDay(t: TestContext, call: Api): Promise<ReportDay> {
  const from = utcDay(Date.now() / 1000) - 2 * DAY + 4 * HOUR;
  const { guardforce, capeShield } = await call.companies();
  const guard = await call.token('guard');
  const alpha = await site(t, call, 'Alpha Mall', 3, 30, guard);
  const bravo = await site(t, call, 'Bravo Depot', 2, 20, guard);
  const charlie = await site(t, call, 'Charlie Bank', 10, 50, guard);
  const delta = await site(t, call, 'Delta Office', 1, 10, guard);
  const s1 = await schedule(call, everyDaySchedule(alpha.id, alpha.routeId));
  const s2 = await schedule(call, { ...everyDaySchedule(alpha.id, alpha.routeId), repeatMinutes: 120 });
  const sB = await schedule(call, everyDaySchedule(bravo.id, bravo.routeId));
  const sC = await schedule(call, everyDaySchedule(charlie.id, charlie.routeId));
  const sD = await schedule(call, everyDaySchedule(delta.id, delta.routeId));

  const plan = (s: typeof alpha, scheduleId: number, start: number, minutes: number[], duration: number) =>
    openPlan(t, {
      scheduleId,
      routeId: s.routeId,
      siteId: s.id,
      start: at(start),
      durationMinutes: duration,
      stops: s.tagIds.map((tagId, i) => ({ tagId, minute: minutes[i] })),
    });
  const send = async (s: typeof alpha, events: unknown[]) => {
    await placeGuard(t, guard, s.id);
    await sendAll(s.handset, events);
  };
  const scan = (s: typeof alpha, tag: number, time: number) => ev.scan(s.serials[tag], at(time));
  const alphaStops = [0, 10, 20];

  const a0 = await plan(alpha, s1, from - HOUR, alphaStops, 30);
  const a1 = await plan(alpha, s1, from + 2 * HOUR, alphaStops, 30);
  const a2 = await plan(alpha, s1, from + 4 * HOUR, alphaStops, 30);
  const a3 = await plan(alpha, s1, from + 6 * HOUR, alphaStops, 30);
  const a4 = await plan(alpha, s2, from + 8 * HOUR, alphaStops, 30);
  const a6 = await plan(alpha, s1, from + DAY, alphaStops, 30);
  const b1 = await plan(bravo, sB, from + 3 * HOUR, [0, 10], 20);
  const b2 = await plan(bravo, sB, from + 5 * HOUR, [0, 10], 20);
  const c1 = await plan(
    charlie,
    sC,
    from + 7 * HOUR,
    charlie.tagIds.map((_, i) => i * 5),
    50,
  );
  const d0 = await plan(delta, sD, from - 2 * HOUR, [0], 10);

  const m = (base: number, minutes: number) => base + minutes * MINUTE;
  const panic = ev.panic(at(m(from, 150)));
  const latePanic = ev.panic(at(from + 9 * HOUR));
  await send(alpha, [
    ev.panic(at(from - 30 * MINUTE)),
    scan(alpha, 0, m(from - HOUR, 1)),
    ev.attendance(at(from + HOUR)),
    scan(alpha, 0, m(from + 2 * HOUR, 25)),
    scan(alpha, 0, from + 2 * HOUR),
    scan(alpha, 1, m(from + 2 * HOUR, 18)),
    scan(alpha, 2, m(from + 2 * HOUR, 21)),
    panic,
    ev.status(10, false, at(from + 3 * HOUR)),
    scan(alpha, 1, m(from + 4 * HOUR, 2)),
    scan(alpha, 1, m(from + 4 * HOUR, 10)),
    scan(alpha, 0, from + 8 * HOUR),
    scan(alpha, 1, m(from + 8 * HOUR, 10)),
    scan(alpha, 2, m(from + 8 * HOUR, 20)),
    latePanic,
    ev.attendance(at(from + 9 * HOUR), { clockType: 'clockOut' }),
    ev.pleaseCallMe(at(from + 11 * HOUR)),
    ev.attendance(at(from + 23 * HOUR)),
  ]);
  await send(bravo, [
    scan(bravo, 0, from + 3 * HOUR),
    scan(bravo, 1, m(from + 3 * HOUR, 10)),
    scan(bravo, 0, from + 5 * HOUR),
    scan(bravo, 1, m(from + 5 * HOUR, 10)),
  ]);
  await send(
    charlie,
    charlie.serials.slice(0, 9).map((_, i) => scan(charlie, i, m(from + 7 * HOUR, i * 5))),
  );
  // Bravo's handset falls silent after its last patrol and the offline watch finds it at +6 h.
  await t.database.db.execute(
    sql`update devices set last_seen_at = ${at(from + 5 * HOUR).toISOString()}::timestamptz where id = ${bravo.handset.deviceId}`,
  );
  await markOfflineDevices(t.database.db, at(from + 6 * HOUR), 30);
  while ((await closeEndedPlans(t.database.db, new Date(), 5, 200)).length > 0);

  // Alpha's A5 opens after the engine has closed the others, and stays open.
  const a5 = await plan(alpha, s1, from + 10 * HOUR, alphaStops, 30);
  await send(alpha, [scan(alpha, 0, m(from + 10 * HOUR, 1))]);

  const answer = async (account: 'admin' | 'controller', guid: string, type: string, topic: string, time: number) => {
    const response = await call.post(account, '/api/v1/alarmAlert/respond', {
      message: 'Checked with the guard',
      respondedAt: time,
      respondedToType: type,
      respondedToGuid: guid,
      topic,
    });
    if (response.statusCode !== 200) throw new Error(`respond: ${response.body}`);
    await answeredAt(t.database.db, guid, time);
  };
  await answer('controller', panic.eventGuid, 'panic', 'critical-qa', panic.sentAt + 120);
  await answer('admin', latePanic.eventGuid, 'panic', 'critical-qa', latePanic.sentAt + 60);
  const [ended] = await rows<{ guid: string }>(
    t,
    sql`select completed_event_guid as guid from route_takens where schedule_plan_id = ${a3}`,
  );
  await answer('controller', ended.guid, 'patrolEnded', 'patrol-qa', m(from + 6 * HOUR, 30) + 300);

  const removed = await call.post('admin', '/api/v1/schedule/removeSchedule', { scheduleId: s2 });
  if (removed.statusCode !== 200) throw new Error(`remove schedule: ${removed.body}`);

  // Another company's panic in the same day.
  await t.database.db.execute(sql`insert into events (event_guid, type, company_id, sent_at, payload)
    values (gen_random_uuid(), 'panic', ${capeShield}, ${at(from + 2 * HOUR).toISOString()}::timestamptz, '{}'::jsonb)`);

  return {
    from,
    to: from + DAY,
    companyId: guardforce,
    sites: {
      alpha,
      bravo,
      charlie,
      delta: { id: delta.id, name: delta.name },
    },
    schedules: { s1, s2 },
    plans: { a0, a1, a2, a3, a4, a5, a6, b1, b2, c1, d0 },
    guardName: 'Bongani Khumalo',
  };
}
