/**
 * The client's monthly SLA sheet (issue 33): per site of the client's scope and in total, for a month on the
 * company's clock (06:00 of its first day to 06:00 of the next month's first: the reports' shift days).
 *
 * - Patrols and tags: the site report's figures (patrols/figures.ts through reports/figureLines.ts), so a month here
 *   and a site report of the same days agree.
 * - Response times: the alerts a client is shown (reads.ts) sent in the month, each to its first answer
 *   (alert_responses), in whole seconds never below 0; the median as alert/figures.ts takes it (the mean of the two
 *   middle ones for an even count), the 95th percentile by nearest rank.
 * - Incidents: approved reports sent in the month, by category; a client never sees an unapproved one.
 * - Record: the integrity module's check of the site's events of the month (hash chains and signed checkpoints).
 * Everything is read from stored events and rows; the current month is marked provisional.
 */
import { sql } from 'drizzle-orm';
import { SHIFT_START_HOUR } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { MONTH_PATTERN, type PortalSla, type PortalSlaFigures } from '../../../../contract/portal';
import { zonedEpoch } from '../../../../contract/timeZone';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { nowSeconds } from '../../time';
import type { ClientScope } from '../client/access';
import { getCompany } from '../company/service';
import { checkIntegrity } from '../integrity/service';
import { groupOutcomes, planOutcomes, sumOutcomes } from '../patrols/figures';
import { patrolLine, slaVerdict, tagFigures } from '../reports/figureLines';
import { CLIENT_TYPES } from './reads';
import { idList } from './today';

const SHIFT = SHIFT_START_HOUR * 3_600;

/** The month's period on the company's clock; 400 for a malformed month or one not begun. */
export function monthPeriod(month: string, zone: string, now = nowSeconds()) {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw badRequest(MESSAGES.portal.badMonth);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const from = zonedEpoch(Date.UTC(year, index, 1) / 1000, SHIFT, zone);
  const to = zonedEpoch(Date.UTC(year, index + 1, 1) / 1000, SHIFT, zone);
  if (from > now) throw badRequest(MESSAGES.portal.futureMonth);
  return { from, to, provisional: to > now };
}

/** The previous month of a moment, as YYYY-MM (the portal's default). */
export const lastMonth = (now = nowSeconds()) => {
  const date = new Date(now * 1000);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
};

/** The middle one (the mean of the two middle ones), as alert/figures.ts; null when none. */
function median(sorted: readonly number[]): number | null {
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}
/** Nearest rank: the smallest time at least 95% of the answers took no longer than. */
function p95(sorted: readonly number[]): number | null {
  if (!sorted.length) return null;
  return sorted[Math.ceil(0.95 * sorted.length) - 1];
}

type Answered = { siteId: number; type: string; seconds: number | null };

function responses(rows: readonly Answered[]) {
  const times = rows.flatMap((row) => (row.seconds === null ? [] : [row.seconds])).sort((a, b) => a - b);
  const panics = rows.filter((row) => row.type === 'panic');
  const panicTimes = panics.flatMap((row) => (row.seconds === null ? [] : [row.seconds])).sort((a, b) => a - b);
  return {
    alerts: rows.length,
    answered: times.length,
    medianSeconds: median(times),
    p95Seconds: p95(times),
    panics: panics.length,
    panicMedianSeconds: median(panicTimes),
  };
}

function incidentCounts(rows: readonly { category: string; count: number }[]) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.category, (counts.get(row.category) ?? 0) + row.count);
  return [...counts.entries()]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category, 'en'));
}

export async function monthlySla(
  db: Db,
  client: ClientScope,
  query: { month: string; siteId?: number },
  now = nowSeconds(),
): Promise<PortalSla> {
  const company = await getCompany(db, client.companyId);
  const zone = company.timeZone;
  const { from, to, provisional } = monthPeriod(query.month, zone, now);
  if (query.siteId !== undefined && !client.siteIds.includes(query.siteId))
    throw notFound(MESSAGES.portal.siteNotFound);
  const siteIds = query.siteId === undefined ? client.siteIds : [query.siteId];
  const period = { from, to };
  const names = siteIds.length
    ? await db.execute<{ id: number; name: string }>(
        sql`select id, name from sites where company_id = ${client.companyId} and id in (${idList(siteIds)}) order by name, id`,
      )
    : { rows: [] };
  const outcomes = await planOutcomes(db, { siteIds, ...period });
  const types = sql.join(
    CLIENT_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const alerts = siteIds.length
    ? await db.execute<Answered>(sql`
      select e.site_id as "siteId", e.type,
        (select case when count(*) = 0 then null else greatest(0,
            floor(extract(epoch from min(r.responded_at))) - floor(extract(epoch from e.sent_at))) end::float8
          from alert_responses r where r.responded_to_guid = e.event_guid) as seconds
      from events e
      where e.company_id = ${client.companyId} and e.site_id in (${idList(siteIds)}) and e.type in (${types})
        and not (e.type = 'patrolEnded' and e.payload ->> 'status' = 'complete')
        and e.sent_at >= to_timestamp(${from}) and e.sent_at < to_timestamp(${to})`)
    : { rows: [] };
  const answered = alerts.rows.map((row) => ({
    siteId: Number(row.siteId),
    type: row.type,
    seconds: row.seconds === null ? null : Number(row.seconds),
  }));
  const incidents = siteIds.length
    ? await db.execute<{ siteId: number; category: string; count: number }>(sql`
      select site_id as "siteId", category, count(*)::int as count from incidents
      where company_id = ${client.companyId} and site_id in (${idList(siteIds)}) and status = 'approved'
        and sent_at >= to_timestamp(${from}) and sent_at < to_timestamp(${to})
      group by site_id, category`)
    : { rows: [] };
  const bySite = groupOutcomes(outcomes, (plan) => plan.siteId);
  const figures = (
    plans: typeof outcomes,
    alertRows: Answered[],
    incidentRows: { category: string; count: number }[],
  ) => {
    const tags = tagFigures(sumOutcomes(plans));
    const line = patrolLine('', '', sumOutcomes(plans));
    return {
      patrols: {
        planned: line.planned,
        complete: line.complete,
        incomplete: line.incomplete,
        failed: line.failed,
        open: line.open,
        completePercentage: line.completePercentage,
      },
      tags: {
        expected: tags.expected,
        scanned: tags.scanned,
        late: tags.late,
        scannedPercentage: tags.scannedPercentage,
      },
      sla: slaVerdict(tags, company.slaThreshold),
      responses: responses(alertRows),
      incidents: incidentCounts(incidentRows),
    };
  };
  const sites: PortalSlaFigures[] = [];
  // One site after another: each check reads the site's month of events.
  for (const site of names.rows) {
    const siteId = Number(site.id);
    const check = await checkIntegrity(db, client.companyId, { siteId, startDate: from, endDate: to });
    sites.push({
      siteId,
      siteName: site.name,
      ...figures(
        bySite.get(siteId) ?? [],
        answered.filter((row) => row.siteId === siteId),
        incidents.rows.filter((row) => Number(row.siteId) === siteId),
      ),
      record: {
        intact: check.intact,
        checked: check.checked,
        findings: check.findingCount,
        text: check.intact ? MESSAGES.portal.recordIntact : brokenText(check),
        checkpoints: check.checkpoints,
      },
    });
  }
  const findings = sites.reduce((sum, site) => sum + site.record.findings, 0);
  const intact = sites.every((site) => site.record.intact);
  const broken = sites.filter((site) => !site.record.intact).map((site) => `${site.siteName}: ${site.record.text}`);
  return {
    companyName: company.name,
    month: query.month,
    from,
    to,
    timeZone: zone,
    provisional,
    sites,
    total: {
      ...figures(outcomes, answered, incidents.rows),
      record: {
        intact,
        checked: sites.reduce((sum, site) => sum + site.record.checked, 0),
        findings,
        text: intact ? MESSAGES.portal.recordIntact : broken.join('; '),
      },
    },
  };
}

function brokenText(check: Awaited<ReturnType<typeof checkIntegrity>>): string {
  const first = check.firstBroken;
  const finding = check.findings[0];
  const what = first
    ? `a ${first.type} event sent ${new Date(first.sentAt * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC (${first.reason})`
    : finding
      ? `handset ${finding.deviceId}, entries ${finding.fromSeq} to ${finding.toSeq} (${finding.reason})`
      : 'the record';
  return fill(MESSAGES.portal.recordBroken, { count: Math.max(1, check.findingCount), what });
}
