/**
 * What a site or an area report says about a period, gathered through the modules that own the figures:
 * patrol plans (patrols/figures.ts), alerts (alert/figures.ts), attendance (the attendance module's clock-times
 * pairing) and device health (device/health.ts). The lines are made in figureLines.ts.
 *
 * An area report lists the area's sites that had a closed plan in the period (the dashboard's rule: a site with
 * nothing judged has no percentage to rank), best scanned percentage first; its sums and alerts cover every site of
 * the area.
 */
import { eq } from 'drizzle-orm';
import { clockPlace } from '../../../../contract/attendance';
import { MESSAGES } from '../../../../contract/messages';
import { zonedDay } from '../../../../contract/timeZone';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { areas, sites } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { FileStore } from '../../integrations/fileStore';
import type { Period } from '../../time';
import { alertCountsBySite, alertLines } from '../alert/figures';
import { clockTimes } from '../attendance/clockTimes';
import { getCompany } from '../company/service';
import { deviceHealth } from '../device/health';
import { sitesCheckpoints } from '../integrity/checkpoints';
import { checkIntegrity } from '../integrity/service';
import { groupOutcomes, planOutcomes, sumOutcomes } from '../patrols/figures';
import type { AreaReportContent, AttendanceLine, SiteReportContent } from './content';
import { dayLines, patrolLine, patrolLines, rankSites, slaVerdict, tagFigures } from './figureLines';
import { incidentLines } from './incidentPhotos';

const DAY_SECONDS = 86_400;

async function siteOf(db: Db, siteId: number) {
  const [site] = await db
    .select({ id: sites.id, name: sites.name, address: sites.address, companyId: sites.companyId })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw notFound(MESSAGES.site.notFound);
  return site;
}

/**
 * The shifts whose first clock (the clock-in, or a lone clock-out) lies in the period, paired by the attendance
 * module. Its range runs from 06:00 of a start day to the midnight ending an end day (company's clock): asked wide enough to hold the
 * period, then cut to it.
 */
async function attendanceLines(db: Db, site: { id: number; companyId: number }, period: Period, zone: string) {
  const reader: Actor = { employeeId: 0, companyId: site.companyId, role: 'ADMIN' };
  const shifts = await clockTimes(db, reader, {
    siteId: site.id,
    startDate: zonedDay(period.from, zone),
    endDate: zonedDay(period.to, zone) + DAY_SECONDS,
  });
  return shifts
    .filter((shift) => {
      const first = (shift.clockInTimeEpoch ?? shift.clockOutTimeEpoch) as number;
      return first >= period.from && first < period.to;
    })
    .map(
      (shift): AttendanceLine => ({
        employee: `${shift.employeeName} ${shift.employeeSurname}`,
        clockIn: shift.clockInTimeEpoch,
        clockOut: shift.clockOutTimeEpoch,
        clockInPlace: shift.clockInTimeEpoch === null ? '' : clockPlace(shift.clockInOutsideMetres ?? null),
        clockOutPlace: shift.clockOutTimeEpoch === null ? '' : clockPlace(shift.clockOutOutsideMetres ?? null),
      }),
    );
}

export async function siteReportContent(
  db: Db,
  siteId: number,
  period: Period,
  /** Where the incidents' photos are read from; without it the incidents are listed without photos. */
  files?: FileStore,
): Promise<SiteReportContent> {
  const site = await siteOf(db, siteId);
  const company = await getCompany(db, site.companyId);
  // One query after another: the morning job gathers inside a transaction, which is one connection.
  const outcomes = await planOutcomes(db, { siteIds: [site.id], ...period });
  const alerts = await alertLines(db, { companyId: site.companyId, siteIds: [site.id] }, period);
  const attendance = await attendanceLines(db, site, period, company.timeZone);
  const devices = await deviceHealth(db, site.id, period);
  const tags = tagFigures(sumOutcomes(outcomes));
  const integrity = await checkIntegrity(db, site.companyId, {
    siteId: site.id,
    startDate: period.from,
    endDate: period.to,
  });
  const signed = await sitesCheckpoints(db, site.companyId, [site.id], { startDate: period.from, endDate: period.to });
  const lastOfEach = new Map(signed.checkpoints.map((c) => [c.deviceId, c]));
  return {
    company: { id: company.id, name: company.name, timeZone: company.timeZone },
    site: { id: site.id, name: site.name, address: site.address },
    period: { from: period.from, to: period.to },
    patrols: patrolLines(outcomes),
    tags,
    sla: slaVerdict(tags, company.slaThreshold),
    alerts,
    attendance,
    devices,
    days: dayLines(outcomes, period, company.timeZone),
    integrity,
    incidents: await incidentLines(db, files, site, period),
    signedCheckpoints: signed,
    checkpoints: [...lastOfEach.values()].map(({ deviceName, deviceId, madeAt, seq, hash, signature, keyId }) => ({
      deviceName,
      deviceId,
      madeAt,
      seq,
      hash,
      signature,
      keyId,
    })),
  };
}

export async function areaReportContent(db: Db, areaId: number, period: Period): Promise<AreaReportContent> {
  const [area] = await db
    .select({ id: areas.id, name: areas.name, companyId: areas.companyId })
    .from(areas)
    .where(eq(areas.id, areaId));
  if (!area) throw notFound(MESSAGES.area.notFound);
  const company = await getCompany(db, area.companyId);
  const areaSites = await db.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.areaId, area.id));
  const scope = { companyId: area.companyId, siteIds: areaSites.map((site) => site.id) };
  const outcomes = await planOutcomes(db, { siteIds: scope.siteIds, ...period });
  const alerts = await alertLines(db, scope, period);
  const counts = await alertCountsBySite(db, scope, period);
  const bySite = groupOutcomes(outcomes, (plan) => plan.siteId);
  // Every site of the area is listed, one with nothing to judge too: its alerts count in the area's figures.
  const lines = areaSites.map((site) => {
    const sums = sumOutcomes(bySite.get(site.id) ?? []);
    const tags = tagFigures(sums);
    return {
      siteId: site.id,
      siteName: site.name,
      patrols: patrolLine('', '', sums),
      tags,
      sla: slaVerdict(tags, company.slaThreshold),
      panicAlerts: counts.get(site.id)?.panic ?? 0,
    };
  });
  const sums = sumOutcomes(outcomes);
  const tags = tagFigures(sums);
  return {
    company: { id: company.id, name: company.name, timeZone: company.timeZone },
    area: { id: area.id, name: area.name },
    period: { from: period.from, to: period.to },
    sites: rankSites(lines),
    patrols: patrolLine('', '', sums),
    tags,
    sla: slaVerdict(tags, company.slaThreshold),
    alerts,
    days: dayLines(outcomes, period, company.timeZone),
  };
}
