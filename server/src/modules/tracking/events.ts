/**
 * A device's tag scans and alerts over a date range, oldest first, placed for the tracking map. An event the
 * handset sent without a position (a scan from a handset without a fix, a patrol end, an offline or battery
 * alert) is placed at the device's location nearest in time within the same range, the earlier on a tie, so
 * its marker sits on the path drawn; with no location in the range it stays unplaced. The lookups run along
 * the (device_id, sent_at) index of the locations: two rows per unplaced event.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type DeviceEvent,
  type HistoryRequest,
  historyTimesProblem,
  historyWindow,
  TRACKING_EVENT_TYPES,
  type TrackingEventType,
} from '../../../../contract/tracking';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { companyTimeZone } from '../../time';
import { requireDevice } from '../device/service';
import { detailOf, judgements, nameOf } from './eventFields';

interface Row {
  id: number;
  eventGuid: string;
  type: TrackingEventType | 'patrolScanAlert';
  sentAt: number;
  payload: Record<string, unknown>;
  latitude: number | null;
  longitude: number | null;
  employee: string | null;
  nearLatitude: number | null;
  nearLongitude: number | null;
}

const listOf = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The device's events of the types the map shows (and the scans' judgements) in the window, with the nearest location of each unplaced one. */
function eventsInWindow(deviceId: number, from: number, to: number): SQL {
  return sql`
    select e.id, e.event_guid as "eventGuid", e.type, extract(epoch from e.sent_at)::float8 as "sentAt",
      e.payload, e.latitude, e.longitude,
      nullif(concat_ws(' ', employee.name, employee.surname), '') as employee,
      near.latitude as "nearLatitude", near.longitude as "nearLongitude"
    from events e
    left join employees employee on employee.id = e.employee_id and e.type in ('attendance', 'attendanceOutside')
    left join lateral (
      select l.latitude, l.longitude from (
        (select latitude, longitude, sent_at from device_locations
          where device_id = e.device_id and sent_at <= e.sent_at and sent_at >= to_timestamp(${from})
          order by sent_at desc limit 1)
        union all
        (select latitude, longitude, sent_at from device_locations
          where device_id = e.device_id and sent_at > e.sent_at and sent_at < to_timestamp(${to})
          order by sent_at limit 1)
      ) l
      order by abs(extract(epoch from l.sent_at - e.sent_at)), l.sent_at
      limit 1
    ) near on (e.latitude is null or e.longitude is null) and e.type <> 'patrolScanAlert'
    where e.device_id = ${deviceId}
      and e.type in (${listOf([...TRACKING_EVENT_TYPES, 'patrolScanAlert'])})
      and e.sent_at >= to_timestamp(${from}) and e.sent_at < to_timestamp(${to})
    order by e.sent_at, e.id`;
}

function placed(row: Row): Pick<DeviceEvent, 'latitude' | 'longitude' | 'place'> {
  if (row.latitude !== null && row.longitude !== null) {
    return { latitude: row.latitude, longitude: row.longitude, place: 'event' };
  }
  if (row.nearLatitude !== null && row.nearLongitude !== null) {
    return { latitude: row.nearLatitude, longitude: row.nearLongitude, place: 'nearestLocation' };
  }
  return { latitude: null, longitude: null, place: null };
}

export async function eventsByDate(db: Db, actor: Actor, request: HistoryRequest): Promise<DeviceEvent[]> {
  const device = await requireDevice(db, actor, request.deviceId);
  const zone = await companyTimeZone(db, device.companyId);
  const problem = historyTimesProblem(request, zone);
  if (problem) throw badRequest(problem);
  const { from, to } = historyWindow(request, zone);
  const result = await db.execute(eventsInWindow(device.id, from, to));
  const rows = result.rows as unknown as Row[];
  const judged = judgements(rows.filter((row) => row.type === 'patrolScanAlert').map((row) => row.payload));
  return rows.flatMap((row) => {
    if (row.type === 'patrolScanAlert') return [];
    const detail = row.type === 'nfcTagScan' ? (judged.get(row.id) ?? null) : detailOf(row.type, row.payload);
    return [
      {
        id: row.id,
        eventGuid: row.eventGuid,
        type: row.type,
        sentAt: Number(row.sentAt),
        name: nameOf(row.type, row.payload, row.employee),
        detail,
        ...placed(row),
      },
    ];
  });
}
