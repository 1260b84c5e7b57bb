/**
 * The live map's first picture (GET /api/v1/device/positions): every device of the company at its last known
 * position with what its handset last told, whether a panic of it waits for an answer, and the sites' boundaries.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { devices, sites } from '../../db/schema';
import { companyScope } from '../../plugins/auth';
import { stateColumns } from './states';

const UNANSWERED_DAYS = 7;

const lastPosition = (field: 'latitude' | 'longitude') =>
  sql<number | null>`(select l.${sql.raw(field)} from device_locations l where l.device_id = ${devices.id}
    order by l.sent_at desc, l.id desc limit 1)`.mapWith((value): number | null =>
    value === null ? null : Number(value),
  );
const positionAt = sql<number | null>`(select floor(extract(epoch from l.sent_at))::float8 from device_locations l
  where l.device_id = ${devices.id} order by l.sent_at desc, l.id desc limit 1)`.mapWith((value): number | null =>
  value === null ? null : Number(value),
);
/** The device's newest unanswered panic (its eventGuid), if one waits. */
const panicGuid = sql<string | null>`(select ev.event_guid::text from events ev
  left join alert_responses r on r.responded_to_guid = ev.event_guid
  where ev.device_id = ${devices.id} and ev.type = 'panic' and r.id is null
    and ev.sent_at > now() - ${`${UNANSWERED_DAYS} days`}::interval
  order by ev.sent_at desc limit 1)`;

export async function devicePositions(db: Db, actor: Actor, requestedCompany?: number) {
  const companyId = companyScope(actor, requestedCompany);
  const [rows, siteRows] = await Promise.all([
    db
      .select({
        id: devices.id,
        deviceName: devices.deviceName,
        serialNumber: devices.serialNumber,
        siteId: devices.siteId,
        siteName: sites.name,
        ...stateColumns,
        latitude: lastPosition('latitude'),
        longitude: lastPosition('longitude'),
        positionAt,
        panicGuid,
      })
      .from(devices)
      .innerJoin(sites, eq(sites.id, devices.siteId))
      .where(eq(devices.companyId, companyId))
      .orderBy(asc(devices.deviceName), asc(devices.id)),
    db
      .select({
        id: sites.id,
        name: sites.name,
        latitude: sites.latitude,
        longitude: sites.longitude,
        poligonPoints: sites.poligonPoints,
        radius: sites.radius,
      })
      .from(sites)
      .where(eq(sites.companyId, companyId))
      .orderBy(asc(sites.name)),
  ]);
  return { devices: rows, sites: siteRows };
}
