/**
 * GET /report/csv/general/{siteId}: what a site has now, as four CSVs: its devices, its tags, its routes with their
 * tags in walk order, and its schedules. Read through the device, routeTag, route, tagToRoute and schedule modules.
 */
import { MESSAGES } from '../../../../../contract/messages';
import type { GeneralCsv } from '../../../../../contract/reports';
import { coordinate, timeIn, yesNo } from '../../../csv/cells';
import { csvText } from '../../../csv/csvText';
import type { Actor } from '../../../db/actor';
import type { Db } from '../../../db/client';
import { companyTimeZone } from '../../../time';
import { siteDeviceStates } from '../../device/siteStates';
import { listRoutes } from '../../route/service';
import { linksOf } from '../../route/tagLinks';
import { listTags } from '../../routeTag/service';
import { listSchedules } from '../../schedule/service';
import { requireSite } from '../../site/service';
import { daysCell, windowCell } from './scheduleCells';

const C = MESSAGES.report.csv;
/** Every row, in the list's own order (by name). */
const ALL = {};

export async function generalCsv(db: Db, actor: Actor, siteId: number): Promise<GeneralCsv> {
  const site = await requireSite(db, actor, siteId);
  const time = timeIn(await companyTimeZone(db, site.companyId));
  const devices = await siteDeviceStates(db, site.id);
  const { rows: tags } = await listTags(db, actor, site.id, ALL);
  const { rows: routes } = await listRoutes(db, actor, site.id, ALL);
  const links = await linksOf(
    db,
    routes.map((route) => route.id),
  );
  const { rows: schedules } = await listSchedules(db, actor, site.id, ALL);
  const tagsOf = (routeId: number) =>
    links
      .filter((link) => link.routeId === routeId)
      .map((link) => link.name)
      .join(C.tagsSeparator);
  return {
    devicesCsv: csvText(
      C.columns.devicesCsv,
      devices.map((device) => ({
        name: device.deviceName,
        serialNumber: device.serialNumber,
        contactNumber: device.contactNumber,
        battery: device.batteryStatus,
        lastSeen: time(device.lastSeenAt),
        offlineSince: time(device.offlineSince),
      })),
    ),
    tagsCsv: csvText(
      C.columns.tagsCsv,
      tags.map((tag) => ({
        name: tag.name,
        serialNumber: tag.serialNumber,
        latitude: coordinate(tag.latitude),
        longitude: coordinate(tag.longitude),
        panicTag: yesNo(tag.isPanic),
      })),
    ),
    routesCsv: csvText(
      C.columns.routesCsv,
      routes.map((route) => ({ route: route.name, durationMinutes: route.durationMinutes, tags: tagsOf(route.id) })),
    ),
    schedulesCsv: csvText(
      C.columns.schedulesCsv,
      schedules.map((schedule) => ({
        route: schedule.routeName,
        repeatMinutes: schedule.repeatMinutes,
        days: daysCell(schedule),
        dayWindow: windowCell(schedule.startTimeDay, schedule.endTimeDay),
        nightWindow: windowCell(schedule.startTimeNight, schedule.endTimeNight),
        randomStart: yesNo(schedule.randomizeStart),
      })),
    ),
  };
}
