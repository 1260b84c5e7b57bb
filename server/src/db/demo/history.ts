/**
 * The demo history: the past shift days of the demo company's handsets, so the dashboard, reports, CSVs, alert
 * history, attendance and tracking playback have figures at first sight. The plans of those days are made by the
 * plan generator; the traffic is chosen by the reports' reference generator (traffic.ts) with locations along the
 * walks, clock photos and a chat thread; each handset's events go through the handset ingest in the order and at
 * the moments a handset would have sent them (a batch an hour, an alarm at once, the offline watch run when a handset
 * fell silent), never after the moment it is loaded; the patrols are closed by the patrol engine; the control room's
 * answers, stamped minutes after each alert, are stored in the transaction that stores the alert.
 * What the history would have sent (alert e-mails, SMS, escalations) is recorded as never sent. The same seed and the
 * same moment (`now`) make the same history: the traffic, the event guids and the plans are all drawn from them.
 */
import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { FILES_PREFIX, type FileStore } from '../../integrations/fileStore';
import type { AnswerPayload } from '../../modules/alert/answers';
import { senderName, storeChatMessage } from '../../modules/chat/service';
import { markOfflineDevices } from '../../modules/device/offline';
import { closeLaddersAfter } from '../../modules/escalation/ladder';
import { INGEST_SLICE, type IngestSettings, ingest } from '../../modules/handset/ingest';
import { closeEndedPlans } from '../../modules/patrols/close';
import { makePlans } from '../../modules/schedule/plans';
import { keepUnsent } from '../../notify/outbox';
import { dateAt, epochSeconds } from '../../time';
import type { Actor } from '../actor';
import type { Db, Tx } from '../client';
import {
  companies,
  devices,
  employees,
  escalationSteps,
  notificationOutbox,
  routeTags,
  schedulePlans,
  schedulePlanTags,
  schedules,
  sites,
} from '../schema';
import { chatThreads } from './chatThread';
import { controlRoomAnswers } from './historyAnswers';
import { handsetPath, type PathSite } from './paths';
import { picture } from './picture';
import {
  dayTraffic,
  noTraffic,
  pastShiftDays,
  planScans,
  type ShiftDay,
  seededRandom,
  type Traffic,
  type TrafficProfile,
  withDaySoFar,
} from './traffic';

/**
 * A good shift, not a perfect one: a patrol missed now and then (one in sixteen), a tag skipped in a hundred, a few
 * early or late, so the sites scan 85 to 95 % of their tags and about three patrols in four are complete; every alert is answered, most within five minutes, one in ten 20 to 60 minutes on.
 */
const DEMO_PROFILE: TrafficProfile = {
  planMissed: 0.06,
  tagSkipped: 0.01,
  early: 0.03,
  late: 0.05,
  answered: 1,
  answerSeconds: [20, 300],
  lateAnswers: 0.1,
};

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;
/** The history stops this long before the server started; what handsets do after it is live. */
const LIVE_AFTER = 5 * MINUTE;

export interface HistorySettings extends IngestSettings {
  patrolGraceMinutes: number;
  deviceOfflineMinutes: number;
}
export interface HistoryOptions {
  /** How many whole shift days, ending at the last 04:00 UTC at least two hours before `now`. */
  days: number;
  seed: number;
  /** The moment the history is played up to, its reference day (default: the wall clock's now). */
  now?: Date;
  /** Asked between batches: true ends the load there (the server is stopping). */
  stopped?: () => boolean;
  /** Given the control room's answers once each batch is committed, to send live as an operator's are. */
  answered?: (companyId: number, answers: AnswerPayload[]) => void;
}
export interface HistorySummary {
  days: ShiftDay[];
  /** Handset events stored. */
  events: number;
  answered: number;
  /** False when the load was stopped part way. */
  complete: boolean;
}

interface HandsetSite extends PathSite {
  id: number;
  name: string;
  address: string;
  device: { id: number; deviceName: string; serialNumber: string };
  /** The guards placed at the site, who take turns day by day. */
  guards: number[];
}

/** The company's sites that have a handset (a device with an app instance), with their guards and tags. */
async function handsetSites(db: Db, companyId: number): Promise<HandsetSite[]> {
  const rows = await db
    .select({
      id: sites.id,
      name: sites.name,
      address: sites.address,
      latitude: sites.latitude,
      longitude: sites.longitude,
      boundary: { poligonPoints: sites.poligonPoints, radius: sites.radius },
      device: { id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber },
    })
    .from(devices)
    .innerJoin(sites, eq(sites.id, devices.siteId))
    .where(and(eq(devices.companyId, companyId), isNotNull(devices.appInstanceId)))
    .orderBy(asc(sites.id), asc(devices.id));
  const ids = rows.map((row) => row.id);
  const guards = await db
    .select({ id: employees.id, siteId: employees.siteId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.role, 'default')))
    .orderBy(asc(employees.id));
  const tags = await db
    .select()
    .from(routeTags)
    .where(and(inArray(routeTags.siteId, ids), eq(routeTags.allocated, true), isNull(routeTags.removedAt)));
  return rows
    .filter((row, i) => ids.indexOf(row.id) === i)
    .map((row) => ({
      ...row,
      latitude: row.latitude ?? 0,
      longitude: row.longitude ?? 0,
      address: row.address ?? '',
      guards: guards.filter((guard) => guard.siteId === row.id).map((guard) => guard.id),
      tagAt: new Map(
        tags
          .filter((tag) => tag.siteId === row.id && tag.latitude !== null && tag.longitude !== null)
          .map((tag) => [tag.serialNumber, { latitude: tag.latitude as number, longitude: tag.longitude as number }]),
      ),
    }))
    .filter((site) => site.guards.length > 0);
}

/** The plans starting in the days (made first by the plan generator, as the server does every hour), with their tags. */
async function plansOf(db: Db, siteIds: number[], days: ShiftDay[], now: number) {
  const ids = (await db.select({ id: schedules.id }).from(schedules).where(inArray(schedules.siteId, siteIds))).map(
    (row) => row.id,
  );
  for (let at = days[0].from - 1; at < now; at += DAY) await makePlans(db, ids, dateAt(at), false);
  const plans = await db
    .select()
    .from(schedulePlans)
    .where(
      and(
        inArray(schedulePlans.siteId, siteIds),
        sql`${schedulePlans.startTime} >= ${new Date(days[0].from * 1000).toISOString()}::timestamptz`,
        sql`${schedulePlans.startTime} < ${new Date(days[days.length - 1].to * 1000).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(schedulePlans.startTime), asc(schedulePlans.id));
  const tags = await db
    .select()
    .from(schedulePlanTags)
    .innerJoin(schedulePlans, eq(schedulePlans.id, schedulePlanTags.schedulePlanId))
    .where(
      and(
        inArray(schedulePlans.siteId, siteIds),
        sql`${schedulePlans.startTime} >= ${new Date(days[0].from * 1000).toISOString()}::timestamptz`,
        sql`${schedulePlans.startTime} < ${new Date(days[days.length - 1].to * 1000).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(schedulePlanTags.position));
  const tagsOf = new Map<number, (typeof schedulePlanTags.$inferSelect)[]>();
  for (const { schedule_plan_tags: tag } of tags)
    tagsOf.set(tag.schedulePlanId, [...(tagsOf.get(tag.schedulePlanId) ?? []), tag]);
  return plans.map((plan) => ({ plan, tags: tagsOf.get(plan.id) ?? [] }));
}

/** Something done at a moment of a site's timeline: the offline watch, a control-room chat answer. */
interface Moment {
  at: number;
  run?: (tx: Tx) => Promise<unknown>;
}

/** Writes in one transaction: the control room answers in it what the work stored. */
type Step = (work: (tx: Tx) => Promise<unknown>) => Promise<void>;

/**
 * A batch in time order, cut in slices of at most INGEST_SLICE events besides locations (which the ingest stores in
 * one statement): what one transaction of the ingest would hold. An empty batch is one empty slice.
 */
function slicesOf<T extends { type: string }>(batch: T[]): T[][] {
  const slices: T[][] = [[]];
  let others = 0;
  for (const event of batch) {
    if (event.type !== 'deviceLocation' && others === INGEST_SLICE) {
      slices.push([]);
      others = 0;
    }
    slices[slices.length - 1].push(event);
    if (event.type !== 'deviceLocation') others += 1;
  }
  return slices;
}

/**
 * Sends one site's events as its handset would have: a batch each hour (and at each moment), stored by the ingest,
 * none arriving after `end` (the history's last moment). Each batch, with what runs at its moment, is one `step`.
 */
async function sendSite(
  step: Step,
  end: number,
  site: HandsetSite,
  companyId: number,
  sent: { type: string; sentAt: number }[],
  moments: Moment[],
  guardAt: (at: number) => number,
  settings: HistorySettings,
  stopped: () => boolean,
  files: FileStore,
) {
  const timeline = [...sent].sort((a, b) => a.sentAt - b.sentAt);
  if (!timeline.length) return 0;
  const first = Math.floor(timeline[0].sentAt / HOUR) * HOUR;
  const last = timeline[timeline.length - 1].sentAt;
  // The last hour's batch arrives at the history's end, not at the hour's end after it: no handset is heard from later.
  const cuts = new Set<number>(moments.map((moment) => Math.min(moment.at, end)));
  for (let at = first + HOUR; at <= last + HOUR; at += HOUR) cuts.add(Math.min(at, end));
  const log = { error: (...args: unknown[]) => console.error('demo history:', ...args) };
  let next = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    // The embedded database answers without yielding: let requests, timers and signals in between batches.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) return next;
    const batch: { type: string; sentAt: number }[] = [];
    while (next < timeline.length && timeline[next].sentAt < cut) batch.push(timeline[next++]);
    const origin = {
      companyId,
      device: site.device,
      site: { id: site.id, name: site.name, address: site.address },
      boundary: site.boundary,
      employeeId: guardAt(cut - 1),
    };
    // The batch is stored a slice at a time (as the ingest stores it), each slice with its answers in one
    // transaction; the moment's work runs with the last.
    const slices = slicesOf(batch);
    for (const [i, slice] of slices.entries()) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      await step(async (tx) => {
        if (slice.length) {
          const { results } = await ingest(tx, origin, slice, {
            settings,
            log,
            imageStored: (url) => files.exists(url.slice(FILES_PREFIX.length), companyId),
            now: dateAt(cut),
          });
          const refused = results.filter((result) => result.status !== 'accepted');
          if (refused.length)
            throw new Error(`demo history: events not accepted: ${JSON.stringify(refused.slice(0, 3))}`);
        }
        if (i === slices.length - 1)
          for (const moment of moments) if (Math.min(moment.at, end) === cut && moment.run) await moment.run(tx);
      });
    }
  }
  if (next < timeline.length) throw new Error(`demo history: ${timeline.length - next} events after its end`);
  return timeline.length;
}

/** The handset events of one site: its scans (with the tag's place), alarms, battery, clockings with photos. */
async function siteEvents(
  site: HandsetSite,
  traffic: Traffic,
  photoOf: (clock: number) => Promise<string>,
  guid: () => string,
) {
  const mine = <T extends { siteId: number }>(list: T[]) => list.filter((one) => one.siteId === site.id);
  const clocks = [];
  for (const [i, clock] of mine(traffic.clocks).entries())
    clocks.push({
      type: 'attendance',
      eventGuid: guid(),
      sentAt: clock.sentAt,
      clockType: clock.clockType,
      employeeId: clock.employeeId,
      imageUrl: await photoOf(clock.employeeId * 100 + i),
    });
  return [
    ...mine(traffic.scans).map((scan) => ({
      type: 'nfcTagScan',
      eventGuid: guid(),
      sentAt: scan.sentAt,
      serialNumber: scan.serialNumber,
      ...site.tagAt.get(scan.serialNumber),
    })),
    ...mine(traffic.alerts).map((alert) => ({
      type: alert.type,
      eventGuid: alert.eventGuid,
      sentAt: alert.sentAt,
      latitude: site.latitude,
      longitude: site.longitude,
    })),
    ...mine(traffic.statuses).map((status) => ({
      type: 'deviceStatus',
      eventGuid: guid(),
      sentAt: status.sentAt,
      batteryStatus: status.batteryStatus,
      isCharging: status.isCharging,
    })),
    ...clocks,
  ];
}

/** What the history queued to send (its alerts' e-mails and SMS, their escalations) is settled as never sent. */
async function settleUnsent(db: Db, before: { outbox: number; steps: number }) {
  await keepUnsent(db, before.outbox, MESSAGES.demo.historyNotSent);
  await closeLaddersAfter(db, before.steps);
}

/** The company's admin and controllers, who answer the history's alerts in turn. */
async function controlRoom(db: Db, companyId: number): Promise<Actor[]> {
  const staff = await db
    .select({ employeeId: employees.id, companyId: employees.companyId, role: employees.role })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.role, ['ADMIN', 'CONTROLLER'])))
    .orderBy(asc(employees.id));
  return staff.map((one) => ({ ...one, companyId: one.companyId as number }));
}

/** Loads the history of the company named `companyName`; answers what it made. */
export async function loadDemoHistory(
  db: Db,
  files: FileStore,
  settings: HistorySettings,
  companyName: string,
  options: HistoryOptions,
): Promise<HistorySummary> {
  const now = epochSeconds(options.now ?? new Date());
  const stopped = options.stopped ?? (() => false);
  const days = pastShiftDays(now, options.days);
  // The hours since the last whole day are played too, up to a few minutes ago: no patrol of today fails unwalked.
  const cut = now - LIVE_AFTER;
  const played = withDaySoFar(days, cut);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, companyName));
  const empty = { days, events: 0, answered: 0, complete: true };
  if (!company || !days.length) return empty;
  const companyId = company.id;
  const handsets = await handsetSites(db, companyId);
  const answerers = await controlRoom(db, companyId);
  if (!handsets.length || !answerers.length) return empty;
  const [[outbox], [steps]] = await Promise.all([
    db.select({ id: max(notificationOutbox.id) }).from(notificationOutbox),
    db.select({ id: max(escalationSteps.id) }).from(escalationSteps),
  ]);
  const before = { outbox: outbox.id ?? 0, steps: steps.id ?? 0 };

  const random = seededRandom(options.seed);
  // Their own streams, so the traffic's draws do not depend on how many guids or answers were drawn.
  const guids = seededRandom(options.seed + 1);
  const guid = () => guids.uuid();
  const traffic = noTraffic();
  const tagSerials = new Map(
    (
      await db
        .select({ id: routeTags.id, serialNumber: routeTags.serialNumber })
        .from(routeTags)
        .where(
          inArray(
            routeTags.siteId,
            handsets.map((site) => site.id),
          ),
        )
    ).map((tag) => [tag.id, tag.serialNumber]),
  );
  for (const { plan, tags } of await plansOf(
    db,
    handsets.map((site) => site.id),
    played,
    now,
  ))
    traffic.scans.push(...planScans(random, plan, tags, tagSerials, settings.patrolToleranceMinutes, DEMO_PROFILE));

  const dayOf = (at: number) => Math.min(played.length - 1, Math.max(0, Math.floor((at - days[0].from) / DAY)));
  const guardOf = (site: HandsetSite, at: number) => site.guards[dayOf(at) % site.guards.length];
  for (const [d, day] of played.entries()) {
    const onDuty = handsets.map((site) => ({ id: site.id, employeeId: guardOf(site, day.from) }));
    dayTraffic(random, onDuty, day, answerers[d % answerers.length].employeeId, traffic, DEMO_PROFILE, guid);
  }
  const room = controlRoomAnswers({
    answerers,
    from: days[0].from,
    now,
    // The whole days' routine alerts are past the console's alert day; the day in progress has its hours acknowledged.
    routine: played.length > days.length ? { from: days[days.length - 1].to, until: cut - HOUR } : null,
    alerts: traffic.alerts,
    random: seededRandom(options.seed + 2),
    profile: DEMO_PROFILE,
  });
  const step: Step = async (work) => {
    try {
      await db.transaction(async (tx) => {
        await work(tx);
        await room.answerDue(tx);
      });
    } catch (error) {
      room.dropAnswered();
      throw error;
    }
    if (options.answered) await room.sendAnswered(db, options.answered);
    else room.dropAnswered();
  };

  const photoOf = (seed: number) => files.save(picture(seed), 'png', companyId);
  const thread = chatThreads(handsets, days, await photoOf(7), guid);
  const watchAfter = (settings.deviceOfflineMinutes + 10) * MINUTE;
  let sent = 0;
  for (const site of handsets) {
    if (stopped()) break;
    const moments: Moment[] = [];
    // A silent handset: its hour's batch arrives only at the hour's end, and the watch runs before it.
    if (watchAfter < HOUR)
      for (const silence of traffic.silences.filter((one) => one.siteId === site.id)) {
        const at = Math.floor(silence.at / HOUR) * HOUR + watchAfter;
        if (at < cut)
          moments.push({ at, run: (tx) => markOfflineDevices(tx, dateAt(at), settings.deviceOfflineMinutes) });
      }
    const chats = thread.fromHandsets.get(site.id) ?? [];
    for (const chat of chats) moments.push({ at: chat.sentAt + 30 });
    // A handset sends an alarm at once.
    for (const alarm of traffic.alerts.filter((one) => one.siteId === site.id)) moments.push({ at: alarm.sentAt + 1 });
    for (const reply of thread.replies.filter((one) => one.siteId === site.id)) {
      const controller = answerers[answerers.length - 1];
      moments.push({
        at: reply.at,
        run: async (tx) =>
          storeChatMessage(tx, {
            eventGuid: guid(),
            companyId,
            siteId: site.id,
            userId: controller.employeeId,
            deviceId: null,
            senderName: (await senderName(tx, controller.employeeId)) ?? '',
            message: reply.message,
            imageUrl: null,
            createdAt: dateAt(reply.at),
          }),
      });
    }
    const path = handsetPath(
      random,
      site,
      traffic.scans.filter((scan) => scan.siteId === site.id),
      played,
      guid,
    );
    const handsetEvents = [...(await siteEvents(site, traffic, photoOf, guid)), ...chats, ...path].filter(
      (event) => event.sentAt < cut,
    );
    sent += await sendSite(
      step,
      cut,
      site,
      companyId,
      handsetEvents,
      moments,
      (at) => guardOf(site, at),
      settings,
      stopped,
      files,
    );
  }
  if (stopped()) {
    await settleUnsent(db, before);
    return { days, events: sent, answered: room.answered, complete: false };
  }

  // The patrol engine closes the history's plans, as its watch does every few seconds: fifty at a time, each fifty
  // with their answers in one transaction, letting requests in between.
  const closeAt = new Date(
    Math.min(now, played[played.length - 1].to + (settings.patrolGraceMinutes + 1) * MINUTE) * 1000,
  );
  for (let closed = 1; closed > 0; ) {
    await new Promise((resolve) => setImmediate(resolve));
    await step(async (tx) => {
      closed = (await closeEndedPlans(tx, closeAt, settings.patrolGraceMinutes, 50)).length;
    });
  }

  await settleUnsent(db, before);
  return { days, events: sent, answered: room.answered, complete: true };
}
