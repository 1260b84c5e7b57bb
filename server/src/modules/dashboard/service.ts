/**
 * The dashboard's figures of a company over a period [from, to) (epoch seconds), from each site's plan counts
 * (patrols/siteSums.ts, the definitions of patrols/figures.ts) and the alert counts (alert/figures.ts):
 * - tags: of the plans starting in the period whose window has closed (judged), the tags expected and the distinct
 *   tags their patrols scanned; a plan still open is not judged yet.
 * - patrols: the closed plans, and those of them that ended with the status asked for.
 * - sites: each site with a closed plan in the period, its scanned percentage (rounded, 100 when nothing was
 *   expected) above or below the company's SLA threshold (passes with more than the threshold). A site with nothing
 *   judged is left out of both lists: it has no percentage, and counting it as 100% (or 0%) would misstate the
 *   company's service.
 * - alerts: panic, please-call-me, offline and low-battery alerts sent in the period.
 */
import { eq } from 'drizzle-orm';
import {
  type CompanyAlerts,
  type CompanyPatrols,
  type CompanyTagsScanned,
  passesSla,
  percentage,
  type SitesTagsScanned,
  type SiteTagsScanned,
} from '../../../../contract/dashboard';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import type { Period } from '../../time';
import { alertCounts } from '../alert/figures';
import { getCompany } from '../company/service';
import { type PlanCounts, planCountsBySite } from '../patrols/siteSums';
import type { PatrolStatusAsked } from './query';

/** The company (404 when there is none), its sites, and each site's plan counts of the period. */
async function companyCounts(db: Db, companyId: number, period: Period) {
  const company = await getCompany(db, companyId);
  const companySites = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.companyId, companyId));
  const bySite = await planCountsBySite(db, { siteIds: companySites.map((site) => site.id), ...period });
  return { company, companySites, bySite };
}

function total(bySite: Map<number, PlanCounts>): PlanCounts {
  const sum: PlanCounts = {
    planned: 0,
    open: 0,
    complete: 0,
    incomplete: 0,
    failed: 0,
    judged: 0,
    provisional: 0,
    expected: 0,
    scanned: 0,
  };
  for (const counts of bySite.values()) {
    for (const key of Object.keys(sum) as (keyof PlanCounts)[]) sum[key] += counts[key];
  }
  return sum;
}

export async function tagsScanned(db: Db, companyId: number, period: Period): Promise<CompanyTagsScanned> {
  const sums = total((await companyCounts(db, companyId, period)).bySite);
  return { tagsScanned: sums.scanned, tagsShouldveBeenScanned: sums.expected };
}

export async function patrols(
  db: Db,
  companyId: number,
  status: PatrolStatusAsked,
  period: Period,
): Promise<CompanyPatrols> {
  const sums = total((await companyCounts(db, companyId, period)).bySite);
  return { patrols: sums[status], totalPatrols: sums.judged, provisionalPatrols: sums.provisional };
}

export async function alerts(db: Db, companyId: number, period: Period): Promise<CompanyAlerts> {
  await getCompany(db, companyId);
  const counts = await alertCounts(db, { companyId }, period);
  return {
    panicAlerts: counts.panic,
    pleaseCallMeAlerts: counts.pleaseCallMe,
    welfareMissedAlerts: counts.welfareCheckMissed,
    deviceOfflineAlerts: counts.deviceOffline,
    lowBatteryAlerts: counts.deviceBatteryLow,
  };
}

const byPercentage = (a: SiteTagsScanned, b: SiteTagsScanned) =>
  b.tagsScannedPercentage - a.tagsScannedPercentage || a.name.localeCompare(b.name, 'en') || a.id - b.id;

export async function sitesTagsScanned(db: Db, companyId: number, period: Period): Promise<SitesTagsScanned> {
  const { company, companySites, bySite } = await companyCounts(db, companyId, period);
  const judged = companySites.flatMap((site) => {
    const counts = bySite.get(site.id);
    if (!counts?.judged) return [];
    return [{ id: site.id, name: site.name, tagsScannedPercentage: percentage(counts.scanned, counts.expected) }];
  });
  const threshold = company.slaThreshold;
  return {
    slaThreshold: threshold,
    sitesAboveThreshold: judged.filter((site) => passesSla(site.tagsScannedPercentage, threshold)).sort(byPercentage),
    sitesBelowThreshold: judged.filter((site) => !passesSla(site.tagsScannedPercentage, threshold)).sort(byPercentage),
  };
}
