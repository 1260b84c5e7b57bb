/**
 * The alert history: a company's alerts of a period (live types only, never locations or status reports), each with
 * its answer, filtered, sorted and paged in the database. Rows are found through the alerts index (company, sent
 * time, no telemetry), which holds the columns filtered on; the answered ones, and their order by how long the answer
 * took, through the answers' copy of their alert's time and site. A page's ids are picked first, and only those rows
 * are joined with their names.
 */
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  notExists,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AlertHistoryFilters, AlertHistoryRow } from '../../../../contract/alertHistory';
import { LIVE_TYPES, type LiveType } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { alertResponses, devices, employees, events, sites } from '../../db/schema';
import { notFound } from '../../http/errors';
import { companyTimeZone, dateAt } from '../../time';
import { revisedTo } from './revisedTo';
import { whatHappened } from './whatHappened';

const seconds = (column: SQL | AnyColumn) => sql<number>`floor(extract(epoch from ${column}))::float8`;
// Names are looked up one row at a time (a page has a handful): a query with a join per name took longer to plan
// than to run.
const nameOf = (employeeId: AnyColumn) =>
  sql<
    string | null
  >`(select nullif(trim(coalesce(${employees.name}, '') || ' ' || coalesce(${employees.surname}, '')), '')
    from ${employees} where ${employees.id} = ${employeeId})`;
/** How long the answer took, in seconds, never below 0 (a handset's clock may run ahead); null while unanswered. */
// greatest() skips nulls: an unanswered alert is kept null by the case.
const responseSeconds = sql<number | null>`case when ${alertResponses.id} is null then null
  else greatest(0, floor(extract(epoch from ${alertResponses.respondedAt} - ${events.sentAt}))) end::float8`;

/** The site must be one of the company's: another company's site is 'not found', never an empty list. */
async function checkSite(db: Db, companyId: number, siteId: number | undefined) {
  if (siteId === undefined) return;
  const [site] = await db.select({ companyId: sites.companyId }).from(sites).where(eq(sites.id, siteId));
  if (!site || site.companyId !== companyId) throw notFound(MESSAGES.alertHistory.siteNotFound);
}

/** The handset must be one of the company's, as the site. */
async function checkDevice(db: Db, companyId: number, deviceId: number | undefined) {
  if (deviceId === undefined) return;
  const [device] = await db.select({ companyId: devices.companyId }).from(devices).where(eq(devices.id, deviceId));
  if (!device || device.companyId !== companyId) throw notFound(MESSAGES.device.notFound);
}

/** The alert's answer, if any (an alert has one at most). */
const answer = sql`(select 1 from ${alertResponses} where ${alertResponses.respondedToGuid} = ${events.eventGuid})`;

function where(companyId: number, filters: AlertHistoryFilters): SQL | undefined {
  return and(
    eq(events.companyId, companyId),
    // The alerts index's own condition, so the planner may use it; then the live types alone.
    notInArray(events.type, ['deviceLocation', 'deviceStatus']),
    inArray(events.type, filters.type ? [filters.type] : [...LIVE_TYPES]),
    gte(events.sentAt, dateAt(filters.startDate)),
    lt(events.sentAt, dateAt(filters.endDate)),
    filters.siteId === undefined ? undefined : eq(events.siteId, filters.siteId),
    filters.deviceId === undefined ? undefined : eq(events.deviceId, filters.deviceId),
    filters.answered === undefined ? undefined : filters.answered ? exists(answer) : notExists(answer),
  );
}

/** The answers to the alerts of the filters (type, site, period), through the answers' own copy of those. */
function answersOf(companyId: number, filters: AlertHistoryFilters): SQL | undefined {
  return and(
    eq(alertResponses.companyId, companyId),
    inArray(alertResponses.respondedToType, filters.type ? [filters.type] : [...LIVE_TYPES]),
    gte(alertResponses.alertSentAt, dateAt(filters.startDate)),
    lt(alertResponses.alertSentAt, dateAt(filters.endDate)),
    filters.siteId === undefined ? undefined : eq(alertResponses.alertSiteId, filters.siteId),
    // The answers keep no copy of the handset: its alerts are read for this filter alone.
    filters.deviceId === undefined
      ? undefined
      : sql`exists (select 1 from ${events} where ${events.eventGuid} = ${alertResponses.respondedToGuid}
          and ${events.deviceId} = ${filters.deviceId})`,
  );
}

const countOf = (rows: { count: number }[]) => Number(rows[0]?.count ?? 0);

/**
 * The alerts matching the filters, over every page: the alerts counted in their index, the answered ones among the
 * answers, and the unanswered ones as the difference (an alert has one answer at most).
 */
async function total(db: Db, companyId: number, filters: AlertHistoryFilters): Promise<number> {
  const count = sql<number>`count(*)::int`;
  const answered = () => db.select({ count }).from(alertResponses).where(answersOf(companyId, filters)).then(countOf);
  if (filters.answered === true) return answered();
  const alerts = db
    .select({ count })
    .from(events)
    .where(where(companyId, { ...filters, answered: undefined }))
    .then(countOf);
  if (filters.answered === undefined) return alerts;
  const [all, withAnswer] = await Promise.all([alerts, answered()]);
  return Math.max(0, all - withAnswer);
}

/** A page of answered alerts by how long the answer took: walked in the answers' index of that time. */
function answeredByResponse(db: Db, companyId: number, filters: AlertHistoryFilters) {
  const direction = filters.order === 'ASC' ? asc : desc;
  return db
    .select({ id: events.id, sentAt: events.sentAt, took: sql<number>`${alertResponses.responseSeconds}`.as('took') })
    .from(alertResponses)
    .innerJoin(events, eq(events.eventGuid, alertResponses.respondedToGuid))
    .where(answersOf(companyId, filters))
    .orderBy(direction(alertResponses.responseSeconds), direction(alertResponses.alertSentAt), direction(events.id));
}

/** The rows of one slice of the sorted list, with their names and answers. */
async function slice(db: Db, companyId: number, filters: AlertHistoryFilters, limit: number, offset: number) {
  const zone = await companyTimeZone(db, companyId);
  const direction = filters.order === 'ASC' ? asc : desc;
  const byResponse = filters.sort === 'responseSeconds';
  // The answers are joined to pick the slice only when they sort or filter it: a page by sent time walks the index alone.
  const pick = db
    .select({ id: events.id, sentAt: events.sentAt, took: (byResponse ? responseSeconds : sql<null>`null`).as('took') })
    .from(events);
  const picked = (
    byResponse && filters.answered === true
      ? answeredByResponse(db, companyId, filters)
      : (byResponse ? pick.leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid)) : pick)
          .where(where(companyId, filters))
          .orderBy(
            ...(byResponse ? [sql`took ${sql.raw(filters.order)} nulls last`] : []),
            direction(events.sentAt),
            direction(events.id),
          )
  )
    .limit(limit)
    .offset(offset)
    .as('picked');
  const rows = await db
    .select({
      id: events.id,
      eventGuid: events.eventGuid,
      type: events.type,
      sentAt: seconds(events.sentAt),
      payload: events.payload,
      revisedTo: revisedTo(events),
      siteId: events.siteId,
      siteName: sql<string | null>`coalesce((select ${sites.name} from ${sites} where ${sites.id} = ${events.siteId}),
        ${events.payload} -> 'site' ->> 'name')`,
      deviceName: sql<string | null>`coalesce(
        (select ${devices.deviceName} from ${devices} where ${devices.id} = ${events.deviceId}),
        ${events.payload} -> 'device' ->> 'deviceName')`,
      guard: nameOf(events.employeeId),
      answerId: alertResponses.id,
      answererId: alertResponses.employeeId,
      answeredBy: nameOf(alertResponses.employeeId),
      answeredAt: seconds(alertResponses.respondedAt),
      response: alertResponses.message,
      took: responseSeconds,
    })
    .from(picked)
    .innerJoin(events, eq(events.id, picked.id))
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .orderBy(
      ...(byResponse ? [sql`${picked.took} ${sql.raw(filters.order)} nulls last`] : []),
      direction(picked.sentAt),
      direction(picked.id),
    );
  return rows.map(
    ({
      payload,
      revisedTo: revision,
      answerId,
      answererId,
      answeredBy,
      answeredAt,
      response,
      took,
      ...row
    }): AlertHistoryRow => {
      const answered = answerId !== null;
      return {
        ...row,
        type: row.type as LiveType,
        sentAt: Number(row.sentAt),
        what: whatHappened(row.type, { ...(payload as Record<string, unknown>), revisedTo: revision }, zone),
        answeredBy: answered ? (answeredBy ?? (answererId === null ? MESSAGES.dashboard.removedEmployee : null)) : null,
        answeredAt: answered ? Number(answeredAt) : null,
        response: answered ? response : null,
        responseSeconds: answered && took !== null ? Number(took) : null,
      };
    },
  );
}

/** One page of the list (pages count from 1) and the number of alerts over every page. */
export async function alertHistory(
  db: Db,
  companyId: number,
  query: AlertHistoryFilters & { page: number; perPage: number },
) {
  await checkSite(db, companyId, query.siteId);
  await checkDevice(db, companyId, query.deviceId);
  const [data, count] = await Promise.all([
    slice(db, companyId, query, query.perPage, (query.page - 1) * query.perPage),
    total(db, companyId, query),
  ]);
  return { data, total: count };
}

/** Every alert of the list, in its order, up to `max`; the count tells when there are more. */
export async function alertHistoryAll(db: Db, companyId: number, filters: AlertHistoryFilters, max: number) {
  await checkSite(db, companyId, filters.siteId);
  await checkDevice(db, companyId, filters.deviceId);
  const count = await total(db, companyId, filters);
  return { count, rows: count > max ? [] : await slice(db, companyId, filters, max, 0) };
}
