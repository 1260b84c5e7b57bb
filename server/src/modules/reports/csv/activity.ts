/**
 * GET /report/csv/activity/{siteId}: what happened at a site over a period, from 06:00 of the start date to 06:00
 * of the end date on the company's clock (04:00 UTC in South Africa), as six CSVs. Read through the alert (events and answers), attendance (shifts, paired by
 * its rule), patrols (route_takens) and device modules; never from the locations.
 */
import { type ActivityCsv, reportWindow } from '../../../../../contract/reports';
import type { Actor } from '../../../db/actor';
import type { Db } from '../../../db/client';
import { companyTimeZone } from '../../../time';
import { siteEvents } from '../../alert/siteEvents';
import { clockTimes } from '../../attendance/clockTimes';
import { siteRouteTakens } from '../../patrols/siteRouteTakens';
import { requireSite } from '../../site/service';
import { ALERT_COLUMNS, alertRows } from './alertRows';
import { timeIn } from './cells';
import { csvText } from './csvText';
import { PATROL_COLUMNS, patrolRows } from './patrolRows';
import { SCAN_COLUMNS, SCAN_TYPES, scanRows } from './scanRows';
import { SHIFT_COLUMNS, shiftRows } from './shiftRows';
import { STATUS_COLUMNS, STATUS_TYPES, statusRows } from './statusRows';

export async function activityCsv(
  db: Db,
  actor: Actor,
  siteId: number,
  range: { startDate: number; endDate: number },
): Promise<ActivityCsv> {
  const site = await requireSite(db, actor, siteId);
  const zone = await companyTimeZone(db, site.companyId);
  const time = timeIn(zone);
  const period = reportWindow(range.startDate, range.endDate, zone);
  const events = await siteEvents(db, site, ['panic', 'pleaseCallMe', ...SCAN_TYPES, ...STATUS_TYPES], period);
  const of = (types: readonly string[]) => events.filter((event) => types.includes(event.type));
  // The attendance module pairs clocks over its own, longer range (to 22:00 of the end date): the period keeps the
  // shifts that begin in it, each paired as the attendance screen pairs it.
  const shifts = (await clockTimes(db, actor, { siteId: site.id, ...range })).filter((shift) => {
    const first = shift.clockInTimeEpoch ?? shift.clockOutTimeEpoch ?? period.to;
    return first >= period.from && first < period.to;
  });
  const patrols = await siteRouteTakens(db, site.id, period);
  return {
    panicAlertCsv: csvText(ALERT_COLUMNS, alertRows(of(['panic']), site.name, time)),
    routeTagScanCsv: csvText(SCAN_COLUMNS, scanRows(of(SCAN_TYPES), time)),
    attendanceCsv: csvText(SHIFT_COLUMNS, shiftRows(shifts, time)),
    pleaseCallMeCsv: csvText(ALERT_COLUMNS, alertRows(of(['pleaseCallMe']), site.name, time)),
    routeTakenCsv: csvText(PATROL_COLUMNS, patrolRows(patrols, time)),
    deviceStatusCsv: csvText(STATUS_COLUMNS, statusRows(of(STATUS_TYPES), time)),
  };
}
