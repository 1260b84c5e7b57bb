/**
 * Fixtures for the live-operations tests: a site of our own with tags and a route, a schedule that never
 * makes plans by itself, plans opened at chosen times (the engine matches scans to open plans by time),
 * registered handsets, typed handset events, and a multipart photo upload.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { APP_INSTANCE_HEADER } from '../../../contract/handset';
import { employees, schedulePlans, schedulePlanTags, schedules, tagToRoutes } from '../db/schema';
import { type Api, rows } from './fixtures';
import type { TestContext } from './helper';
import { createRoute, createSite, createTags } from './siteArea';

const MINUTE = 60_000;
export const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
export const minutes = (base: Date, n: number) => new Date(base.getTime() + n * MINUTE);
/** A whole minute some hours before now: plans and scans of a test happen around it. */
export const pastMinute = (hoursAgo = 3) => new Date(Math.floor((Date.now() - hoursAgo * 3600_000) / MINUTE) * MINUTE);

export type Fields = Record<string, unknown>;
type Event = Fields & { eventGuid: string; sentAt: number };
const base = (type: string, at: Date, extra: Fields = {}): Event => ({
  type,
  eventGuid: randomUUID(),
  sentAt: epoch(at),
  ...extra,
});
/** Valid handset events; a test changes what it needs. */
export const ev = {
  panic: (at = new Date(), extra: Fields = {}) =>
    base('panic', at, { latitude: -26.1247, longitude: 28.0344, ...extra }),
  scan: (serialNumber: string, at = new Date(), extra: Fields = {}) =>
    base('nfcTagScan', at, { serialNumber, ...extra }),
  pleaseCallMe: (at = new Date(), extra: Fields = {}) => base('pleaseCallMe', at, extra),
  attendance: (at = new Date(), extra: Fields = {}) => base('attendance', at, { clockType: 'clockIn', ...extra }),
  location: (latitude: number, longitude: number, at = new Date()) =>
    base('deviceLocation', at, { latitude, longitude }),
  status: (batteryStatus: number, isCharging: boolean, at = new Date()) =>
    base('deviceStatus', at, { batteryStatus, isCharging }),
  chat: (message: string, at = new Date()) => base('chatMessage', at, { message }),
};

export interface Handset {
  deviceId: number;
  appInstanceId: string;
  siteId: number;
  /** The guard's token the handset sends. */
  token: string;
  /** POST /api/v1/handset/events through `app` (the test context's by default). */
  send(events: unknown[], app?: FastifyInstance): Promise<LightMyRequestResponse>;
}

export function handsetCall(t: TestContext, token: string, appInstanceId: string, events: unknown[]) {
  return t.as(token, {
    method: 'POST',
    url: '/api/v1/handset/events',
    headers: { [APP_INSTANCE_HEADER]: appInstanceId },
    payload: { events },
  });
}

let handsets = 0;
/**
 * Registers a device on the site through POST /api/v1/device (as `admin`) for the guard signed in with
 * `token`, and places that guard at the site (a handset takes events only from a guard of its own site).
 */
export async function registerHandset(
  t: TestContext,
  call: Api,
  siteId: number,
  token: string,
  admin: 'admin' | 'otherAdmin' = 'admin',
): Promise<Handset> {
  handsets += 1;
  const appInstanceId = `test-app-${randomUUID()}`;
  const response = await call.post(admin, '/api/v1/device', {
    siteId,
    deviceName: `Test Handset ${handsets}`,
    serialNumber: `R58TEST${String(handsets).padStart(5, '0')}`,
    appInstanceId,
    contactNumber: '0821234567',
  });
  if (response.statusCode !== 200) throw new Error(`device: ${response.statusCode} ${response.body}`);
  const deviceId = response.json().id as number;
  await placeGuard(t, token, siteId);
  return {
    deviceId,
    appInstanceId,
    siteId,
    token,
    send(events, app) {
      if (!app) return handsetCall(t, token, appInstanceId, events);
      return app.inject({
        method: 'POST',
        url: '/api/v1/handset/events',
        headers: { 'x-access-token': token, [APP_INSTANCE_HEADER]: appInstanceId },
        payload: { events },
      });
    },
  };
}

/** Places the employee signed in with `token` at the site. */
export async function placeGuard(t: TestContext, token: string, siteId: number) {
  const me = await t.as(token, { method: 'GET', url: '/api/v1/employee/me' });
  if (me.statusCode !== 200) throw new Error(`employee/me: ${me.statusCode} ${me.body}`);
  await t.database.db.update(employees).set({ siteId }).where(eq(employees.id, me.json().id));
}

/** Posts events and checks that every one was accepted. */
export async function sendAll(handset: Handset, events: unknown[], app?: FastifyInstance) {
  const response = await handset.send(events, app);
  if (response.statusCode !== 200) throw new Error(`events: ${response.statusCode} ${response.body}`);
  const results = response.json().results as { status: string; message?: string }[];
  const refused = results.filter((result) => result.status !== 'accepted');
  if (refused.length) throw new Error(`events not accepted: ${JSON.stringify(refused)}`);
  return results;
}

export interface Tag {
  id: number;
  serialNumber: string;
}
export interface PatrolSite {
  siteId: number;
  tags: Tag[];
  routeId: number;
  scheduleId: number;
  handset: Handset;
}

/** A site of GuardForce with `tagCount` tags on one route, a plan-less schedule of it, and a registered handset. */
export async function patrolSite(
  t: TestContext,
  call: Api,
  options: { tagCount?: number; durationMinutes?: number; contacts?: Fields[] } = {},
): Promise<PatrolSite> {
  const siteId = await createSite(call, 'admin', {
    name: `Patrol Site ${randomUUID().slice(0, 8)}`,
    contacts: options.contacts ?? [],
  });
  const prefix = `S${randomUUID().slice(0, 6)}`;
  const ids = await createTags(t, siteId, options.tagCount ?? 3, prefix);
  const tags = ids.map((tag, i) => ({ id: tag.id, serialNumber: `${prefix}-${siteId}-${i + 1}` }));
  const routeId = await createRoute(
    call,
    siteId,
    tags.map((tag) => tag.id),
    options.durationMinutes ?? 30,
  );
  const scheduleId = await planlessSchedule(t, siteId, routeId);
  const handset = await registerHandset(t, call, siteId, await call.token('guard'));
  return { siteId, tags, routeId, scheduleId, handset };
}

/** A schedule row with no weekday on, so no plan is ever generated from it: the tests open their own plans. */
async function planlessSchedule(t: TestContext, siteId: number, routeId: number) {
  const [row] = await t.database.db
    .insert(schedules)
    .values({ siteId, routeId, repeatMinutes: 60, startTimeDay: '06:00', endTimeDay: '15:00' })
    .returning({ id: schedules.id });
  return row.id;
}

/**
 * Opens a plan of the schedule's route from `start` for `durationMinutes`; each stop is a tag and the minute
 * (from the start) it is expected. Returns the plan id.
 */
export async function openPlan(
  t: TestContext,
  plan: {
    scheduleId: number;
    routeId: number;
    siteId: number;
    start: Date;
    durationMinutes: number;
    stops: { tagId: number; minute: number }[];
  },
): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(schedulePlans)
    .values({
      scheduleId: plan.scheduleId,
      routeId: plan.routeId,
      siteId: plan.siteId,
      startPositionTagId: plan.stops[0]?.tagId ?? null,
      startTime: plan.start,
      endTime: minutes(plan.start, plan.durationMinutes),
    })
    .returning({ id: schedulePlans.id });
  for (const [i, stop] of plan.stops.entries()) {
    const [line] = await db
      .select({ id: tagToRoutes.id })
      .from(tagToRoutes)
      .where(and(eq(tagToRoutes.routeId, plan.routeId), eq(tagToRoutes.tagId, stop.tagId)));
    await db.insert(schedulePlanTags).values({
      schedulePlanId: row.id,
      tagId: stop.tagId,
      tagToRouteId: line?.id ?? null,
      position: i + 1,
      estimatedScanAt: minutes(plan.start, stop.minute),
    });
  }
  return row.id;
}

/** Opens a plan of the whole route of a patrol site, its tags spread evenly over the duration. */
export function openRoutePlan(site: PatrolSite, t: TestContext, start: Date, durationMinutes = 30) {
  return openPlan(t, {
    scheduleId: site.scheduleId,
    routeId: site.routeId,
    siteId: site.siteId,
    start,
    durationMinutes,
    stops: site.tags.map((tag, i) => ({ tagId: tag.id, minute: (durationMinutes * i) / site.tags.length })),
  });
}

export interface EventRow {
  id: number;
  event_guid: string;
  type: string;
  company_id: number;
  device_id: number | null;
  route_taken_id: number | null;
  payload: Record<string, unknown> & { [key: string]: unknown };
}
/** Stored events matching a where clause, oldest first. */
export function eventsWhere(t: TestContext, where: ReturnType<typeof sql>) {
  return rows<EventRow>(
    t,
    sql`select id, event_guid, type, company_id, device_id, route_taken_id, payload from events where ${where} order by id`,
  );
}

/** A multipart body with one file, as a handset uploads a photo. */
export function multipartFile(filename: string, content: Buffer, contentType = 'image/png') {
  const boundary = `----patrol-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1×1 PNG. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
