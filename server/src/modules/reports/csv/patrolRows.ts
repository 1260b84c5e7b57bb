/**
 * The routes taken CSV: one row per patrol whose plan starts in the period, in plan order. Started is the patrol's
 * first scan (empty for a patrol nobody walked); Status 'In progress' until its window closes.
 */
import { MESSAGES } from '../../../../../contract/messages';
import type { CsvTime } from '../../../csv/cells';
import type { Row } from '../../../csv/csvText';
import type { SiteRouteTaken } from '../../patrols/siteRouteTakens';

const C = MESSAGES.report.csv;
export const PATROL_COLUMNS = C.columns.routeTakenCsv;

const statusWord = (status: string): string =>
  Object.hasOwn(C.patrolStatus, status) ? C.patrolStatus[status as keyof typeof C.patrolStatus] : status;

export function patrolRows(patrols: readonly SiteRouteTaken[], time: CsvTime): Row<typeof PATROL_COLUMNS>[] {
  return patrols.map((patrol) => ({
    route: patrol.routeName,
    plannedStart: time(patrol.plannedStart),
    plannedEnd: time(patrol.plannedEnd),
    started: time(patrol.firstScanAt),
    status: statusWord(patrol.status),
    tagsScanned: patrol.tagsScanned,
    tagsExpected: patrol.tagsExpected,
    device: patrol.deviceName,
  }));
}
