/**
 * A device's locations over a date range, oldest first. A day of a handset reporting every second is 86,400
 * points, so the query reads only the location's own columns along the (device_id, sent_at) index and
 * answers them as four arrays in one row (time already in epoch seconds): the embedded database hands over
 * one row of arrays two to three times faster than 86,400 rows. The device's name and company are read once.
 */
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  type DeviceLocation,
  type HistoryRequest,
  historyTimesProblem,
  historyWindow,
} from '../../../../contract/tracking';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { deviceLocations } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { companyTimeZone, dateAt } from '../../time';
import { requireDevice } from '../device/service';

/** One column of the points, oldest first (null when there are none); ids may come as text (bigint). */
const inOrder = <T>(column: SQL) =>
  sql<T[] | null>`array_agg(${column} order by ${deviceLocations.sentAt}, ${deviceLocations.id})`;

export async function historyByDate(db: Db, actor: Actor, request: HistoryRequest): Promise<DeviceLocation[]> {
  const device = await requireDevice(db, actor, request.deviceId);
  const zone = await companyTimeZone(db, device.companyId);
  const problem = historyTimesProblem(request, zone);
  if (problem) throw badRequest(problem);
  const { from, to } = historyWindow(request, zone);
  const [points] = await db
    .select({
      ids: inOrder<number | string>(sql`${deviceLocations.id}`),
      latitudes: inOrder<number>(sql`${deviceLocations.latitude}`),
      longitudes: inOrder<number>(sql`${deviceLocations.longitude}`),
      times: inOrder<number>(sql`extract(epoch from ${deviceLocations.sentAt})::float8`),
    })
    .from(deviceLocations)
    .where(
      and(
        eq(deviceLocations.deviceId, device.id),
        gte(deviceLocations.sentAt, dateAt(from)),
        lt(deviceLocations.sentAt, dateAt(to)),
      ),
    );
  const { ids, latitudes, longitudes, times } = points;
  if (!ids || !latitudes || !longitudes || !times) return [];
  return ids.map((id, i) => ({
    id: Number(id),
    type: 'deviceLocation' as const,
    deviceId: device.id,
    device: device.deviceName,
    latitude: latitudes[i],
    longitude: longitudes[i],
    companyId: device.companyId,
    sentAt: times[i],
  }));
}
