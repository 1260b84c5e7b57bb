/**
 * A company's week, for the reference-calculation test of the reports and the dashboard: a company registered
 * through the API with its sites, tags, routes, schedules, guards and handsets; the plans of the past shift
 * days made by the plan generator; and the handsets' traffic of those days — scans on time, early, late,
 * skipped, twice, of unknown tags; clock-ins and clock-outs; panics and please-call-mes, some answered —
 * chosen by a seeded random and sent through the real handset API in time order. What was sent is kept,
 * so the test can recompute every figure from it.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APP_INSTANCE_HEADER, MAX_PAST_SECONDS } from '../../../contract/handset';
import { dayTraffic, pastShiftDays, planScans, seededRandom, type Traffic } from '../db/demo/traffic';
import { devices, routeTags, schedulePlans, schedulePlanTags, schedules } from '../db/schema';
import { markOfflineDevices } from '../modules/device/offline';
import { makePlans } from '../modules/schedule/plans';
import { answeredAt } from './answeredAt';
import type { TestContext } from './helper';
import { square } from './siteArea';

const MINUTE = 60;
const DAY = 86_400;

export { seededRandom };

export interface WeekSite {
  id: number;
  name: string;
  deviceId: number;
  handset: { token: string; appInstanceId: string; employeeId: number };
  routeIds: number[];
}
export interface Week extends Traffic {
  companyId: number;
  adminToken: string;
  adminEmployeeId: number;
  areaId: number;
  sites: WeekSite[];
  /** The shift days checked: [from, to) in epoch seconds, 04:00 UTC to 04:00 UTC. */
  days: { from: number; to: number }[];
  tolerance: number;
}

interface Ctx {
  t: TestContext;
  token: string;
}
async function post(ctx: Ctx, url: string, payload: unknown) {
  const response = await ctx.t.as(ctx.token, { method: 'POST', url, payload: payload as Record<string, unknown> });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const EVERY_DAY = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};

/** The shift days to check: the `count` whole shift days that ended at least two hours ago, none older than handsets may send. */
export function checkedDays(now: number, count: number) {
  return pastShiftDays(now, count).filter((day) => day.from > now - MAX_PAST_SECONDS + 3_600);
}

/** Registers the company and builds its sites: `layout` is the number of routes of each site. */
async function buildCompany(t: TestContext, sysadmin: string, seed: number, layout: number[]) {
  const suffix = `${seed}${randomUUID().slice(0, 4)}`;
  const admin = { emailAddress: `admin.${suffix}@reference.co.za`, password: 'Reference2024!' };
  const registered = await post({ t, token: sysadmin }, '/api/v1/company/register', {
    companyName: `Reference Guarding ${suffix}`,
    address: '12 Reference Road, Johannesburg, 2001',
    contactPerson: 'Lerato Mokoena',
    contactNumber: '0110000000',
    contactEmail: `info.${suffix}@reference.co.za`,
    userName: 'Lerato',
    surname: 'Mokoena',
    ...admin,
  });
  const ctx = { t, token: await t.login(admin.emailAddress, admin.password) };
  const area = await post(ctx, '/api/v1/area', {
    name: `Area ${suffix}`.slice(0, 30),
    contactPerson: 'Sipho Nkosi',
    contactNumber: '0111111111',
    contactEmail: `area.${suffix}@reference.co.za`,
    shouldReceiveReports: true,
  });
  const sites: WeekSite[] = [];
  for (const [index, routeCount] of layout.entries()) {
    const name = `Site ${index + 1}, "Block ${String.fromCharCode(65 + index)}"`;
    const { siteId } = await post(ctx, '/api/v1/site', {
      name,
      address: `${index + 1} Main Road, Sandton, 2196`,
      latitude: -26.1 - index * 0.01,
      longitude: 28.05,
      division: 'Retail',
      branch: 'Sandton',
      areaId: area.id,
      poligonPoints: square(-26.1 - index * 0.01, 28.05),
      contacts: [],
    });
    const routeIds: number[] = [];
    for (let r = 0; r < routeCount; r += 1) {
      // Each route has tags of its own, so a scan belongs to one route's plan only.
      const tags = await t.database.db
        .insert(routeTags)
        .values(
          Array.from({ length: 3 + r }, (_, i) => ({
            siteId,
            name: `R${r + 1} Tag ${i + 1}`,
            serialNumber: `REF-${suffix}-${index}-${r}-${i}`,
            latitude: -26.1 - index * 0.01 + i * 0.0002,
            longitude: 28.05,
          })),
        )
        .returning({ id: routeTags.id });
      const route = await post(ctx, '/api/v1/route', {
        siteId,
        name: `Route ${r + 1}`,
        durationMinutes: 40,
        tagToRouteList: tags.map((tag, i) => ({ tagId: tag.id, position: i + 1 })),
      });
      routeIds.push(route.id);
      // Day and night windows in UTC (South African time is UTC+2); a random start on the second route.
      await post(ctx, '/api/v1/schedule', {
        siteId,
        routeId: route.id,
        repeatMinutes: 120 + 30 * r,
        ...EVERY_DAY,
        randomizeStart: r === 1,
        startTimeDay: '05:00',
        endTimeDay: '14:00',
        startTimeNight: r === 0 ? '17:00' : null,
        endTimeNight: r === 0 ? '01:00' : null,
      });
    }
    const guard = await post(ctx, '/api/v1/employee', {
      name: 'Thabo',
      surname: `Guard${index + 1}`,
      contactNumber: '0821230000',
      emailAddress: `guard${index}.${suffix}@reference.co.za`,
      role: 'default',
      siteId,
      password: 'Guard2024!pass',
    });
    const appInstanceId = `ref-${suffix}-${index}`;
    const device = await post(ctx, '/api/v1/device', {
      siteId,
      deviceName: `Handset ${index + 1}`,
      serialNumber: `REFDEV${suffix}${index}`.toUpperCase(),
      appInstanceId,
      contactNumber: '0821234567',
    });
    const token = await t.login(`guard${index}.${suffix}@reference.co.za`, 'Guard2024!pass');
    sites.push({
      id: siteId,
      name,
      deviceId: device.id,
      handset: { token, appInstanceId, employeeId: guard.id },
      routeIds,
    });
  }
  const me = await t.as(ctx.token, { method: 'GET', url: '/api/v1/employee/me' });
  return { companyId: registered.companyId as number, ctx, areaId: area.id as number, sites, adminId: me.json().id };
}

/** The plans of the checked days (made by the generator from before the first day), with their tags. */
async function plansOf(t: TestContext, siteIds: number[], from: number, to: number) {
  const plans = await t.database.db
    .select()
    .from(schedulePlans)
    .where(inArray(schedulePlans.siteId, siteIds))
    .orderBy(asc(schedulePlans.startTime));
  const inDays = plans.filter(
    (plan) => plan.startTime.getTime() / 1000 >= from && plan.startTime.getTime() / 1000 < to,
  );
  const tags = inDays.length
    ? await t.database.db
        .select()
        .from(schedulePlanTags)
        .where(
          inArray(
            schedulePlanTags.schedulePlanId,
            inDays.map((plan) => plan.id),
          ),
        )
    : [];
  return { plans: inDays, tags };
}

/** Posts events 100 at a time; every one must be accepted. */
async function sendBatches(app: FastifyInstance, site: WeekSite, events: unknown[]) {
  for (let i = 0; i < events.length; i += 100) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/handset/events',
      headers: { 'x-access-token': site.handset.token, [APP_INSTANCE_HEADER]: site.handset.appInstanceId },
      payload: { events: events.slice(i, i + 100) },
    });
    if (response.statusCode !== 200) throw new Error(`events: ${response.statusCode} ${response.body}`);
    const refused = (response.json().results as { status: string }[]).filter((r) => r.status !== 'accepted');
    if (refused.length) throw new Error(`events not accepted: ${JSON.stringify(refused)}`);
  }
}

export interface WeekOptions {
  seed: number;
  days: number;
  layout: number[];
  /** Called once, in the middle of a patrol: answers the server instance the rest of the traffic goes to. */
  restart?: () => Promise<FastifyInstance>;
}

/** Builds the company and sends its week; answers what was sent. */
export async function driveWeek(t: TestContext, options: WeekOptions): Promise<Week> {
  const random = seededRandom(options.seed);
  const now = Math.floor(Date.now() / 1000);
  const days = checkedDays(now, options.days);
  const sysadmin = await t.login('sysadmin@patrol.local');
  const company = await buildCompany(t, sysadmin, options.seed, options.layout);
  const week: Week = {
    companyId: company.companyId,
    adminToken: company.ctx.token,
    adminEmployeeId: company.adminId,
    areaId: company.areaId,
    sites: company.sites,
    days,
    scans: [],
    alerts: [],
    clocks: [],
    statuses: [],
    silences: [],
    tolerance: t.config.patrolToleranceMinutes,
  };
  const from = days[0].from;
  const to = days[days.length - 1].to;
  const ids = (
    await t.database.db
      .select({ id: schedules.id })
      .from(schedules)
      .where(
        inArray(
          schedules.siteId,
          week.sites.map((site) => site.id),
        ),
      )
  ).map((row) => row.id);
  for (let at = from - DAY; at < now; at += DAY) await makePlans(t.database.db, ids, new Date(at * 1000), false);
  const { plans, tags } = await plansOf(
    t,
    week.sites.map((site) => site.id),
    from,
    to,
  );
  const serials = await t.database.db.select().from(routeTags);
  const serialOf = new Map(serials.map((tag) => [tag.id, tag.serialNumber]));
  for (const plan of plans) {
    const planTags = tags.filter((tag) => tag.schedulePlanId === plan.id).sort((a, b) => a.position - b.position);
    week.scans.push(...planScans(random, plan, planTags, serialOf, week.tolerance));
  }
  const guards = week.sites.map((site) => ({ id: site.id, employeeId: site.handset.employeeId }));
  for (const day of days) dayTraffic(random, guards, day, week.adminEmployeeId, week);
  await send(t, week, options);
  return week;
}

/** Sends every event in time order, site by site in batches; the restart comes halfway through a patrol. */
async function send(t: TestContext, week: Week, options: WeekOptions) {
  let app = t.app;
  for (const site of week.sites) {
    const events = [
      ...week.scans
        .filter((scan) => scan.siteId === site.id)
        .map((scan) => ({
          type: 'nfcTagScan',
          eventGuid: randomUUID(),
          sentAt: scan.sentAt,
          serialNumber: scan.serialNumber,
        })),
      ...week.alerts
        .filter((alert) => alert.siteId === site.id)
        .map((alert) => ({
          type: alert.type,
          eventGuid: alert.eventGuid,
          sentAt: alert.sentAt,
          latitude: -26.1,
          longitude: 28.05,
        })),
      ...week.statuses
        .filter((status) => status.siteId === site.id)
        .map((status) => ({
          type: 'deviceStatus',
          eventGuid: randomUUID(),
          sentAt: status.sentAt,
          batteryStatus: status.batteryStatus,
          isCharging: status.isCharging,
        })),
      ...week.clocks
        .filter((clock) => clock.siteId === site.id)
        .map((clock) => ({
          type: 'attendance',
          eventGuid: randomUUID(),
          sentAt: clock.sentAt,
          clockType: clock.clockType,
        })),
    ].sort((a, b) => a.sentAt - b.sentAt);
    if (options.restart && site === week.sites[0]) {
      // Half the site's traffic, then a restart: the rest goes to the new instance, patrols already begun go on.
      const half = Math.floor(events.length / 2);
      await sendBatches(app, site, events.slice(0, half));
      app = await options.restart();
      await sendBatches(app, site, events.slice(half));
    } else {
      await sendBatches(app, site, events);
    }
  }
  await silence(t, week);
  for (const alert of week.alerts.filter((a) => a.answer)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/alarmAlert/respond',
      headers: { 'x-access-token': week.adminToken },
      payload: {
        message: 'Called the guard; all in order.',
        respondedAt: alert.answer?.respondedAt,
        respondedToType: alert.type,
        respondedToGuid: alert.eventGuid,
        companyId: week.companyId,
        employeeId: week.adminEmployeeId,
        topic: alert.type === 'panic' ? 'critical-qa' : 'chat-qa',
      },
    });
    if (response.statusCode !== 200) throw new Error(`respond: ${response.statusCode} ${response.body}`);
    await answeredAt(t.database.db, alert.eventGuid, alert.answer?.respondedAt as number);
  }
}

/** Each silence: the handset last heard 20 minutes before, and the offline watch running at that time. */
async function silence(t: TestContext, week: Week) {
  for (const { siteId, at } of week.silences.sort((a, b) => a.at - b.at)) {
    const site = week.sites.find((s) => s.id === siteId) as WeekSite;
    await t.database.db
      .update(devices)
      .set({ lastSeenAt: new Date((at - 20 * MINUTE) * 1000), offlineSince: null })
      .where(eq(devices.id, site.deviceId));
    await markOfflineDevices(t.database.db, new Date(at * 1000), t.config.deviceOfflineMinutes);
  }
}
