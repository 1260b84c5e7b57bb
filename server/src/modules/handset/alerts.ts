/**
 * What a handset learns back (GET /api/v1/handset/alerts): its device's own panics and please-call-mes, raised or
 * answered in the last hours, with the answer and who gave it; whether the signed-in guard is on duty; and the number to call
 * when it cannot send.
 */
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import {
  HANDSET_ALERTS_ANSWERED_HOURS,
  HANDSET_ALERTS_MAX,
  type HandsetAlertsAnswer,
} from '../../../../contract/handset';
import type { Db } from '../../db/client';
import { alertResponses, companies, employees, events } from '../../db/schema';
import type { HandsetOrigin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { openClockIn } from '../attendance/service';

export async function handsetAlerts(db: Db, origin: HandsetOrigin, now = new Date()): Promise<HandsetAlertsAnswer> {
  const since = new Date(now.getTime() - HANDSET_ALERTS_ANSWERED_HOURS * 3600_000);
  const rows = await db
    .select({
      eventGuid: events.eventGuid,
      type: events.type,
      sentAt: events.sentAt,
      receivedAt: events.receivedAt,
      message: alertResponses.message,
      respondedAt: alertResponses.respondedAt,
      name: employees.name,
      surname: employees.surname,
    })
    .from(events)
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .leftJoin(employees, eq(employees.id, alertResponses.employeeId))
    .where(
      and(
        eq(events.companyId, origin.companyId),
        eq(events.deviceId, origin.device.id),
        inArray(events.type, ['panic', 'pleaseCallMe']),
        or(and(isNull(alertResponses.id), gte(events.sentAt, since)), gte(alertResponses.respondedAt, since)),
      ),
    )
    .orderBy(desc(events.sentAt), desc(events.id))
    .limit(HANDSET_ALERTS_MAX);
  const [company] = await db
    .select({ contactNumber: companies.contactNumber })
    .from(companies)
    .where(eq(companies.id, origin.companyId));
  const duty = await openClockIn(db, origin.employeeId, now);
  return {
    alerts: rows.map((row) => ({
      eventGuid: row.eventGuid,
      type: row.type as 'panic' | 'pleaseCallMe',
      sentAt: epochSeconds(row.sentAt),
      receivedAt: epochSeconds(row.receivedAt),
      answer:
        row.message !== null && row.respondedAt
          ? {
              message: row.message,
              by: row.name === null ? null : `${row.name} ${row.surname}`,
              at: epochSeconds(row.respondedAt),
            }
          : null,
    })),
    onDutySince: duty && epochSeconds(duty.clockTime),
    controlRoomNumber: company?.contactNumber ?? '',
  };
}
