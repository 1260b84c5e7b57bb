/**
 * Each company's red alerts (panic, missed welfare check) nobody has answered: what a sys-admin's company list shows.
 * A read of the alert module's tables kept here, as the alert module reaches this one (through reports).
 */
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ALERT_CLASS, UNRESPONDED_DAYS } from '../../../../contract/events';
import type { Db } from '../../db/client';
import { alertResponses, events } from '../../db/schema';

const RED_TYPES = Object.entries(ALERT_CLASS)
  .filter(([, alertClass]) => alertClass === 'red')
  .map(([type]) => type);

/**
 * A subquery, one row per company with an open red alert: how many (`openRedAlerts`) and when the oldest was sent
 * (`oldestOpenRedAt`, epoch seconds). Open as the consoles list them: unanswered and sent in the last UNRESPONDED_DAYS.
 */
export function openRedAlerts(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - UNRESPONDED_DAYS * 86_400_000);
  return db
    .select({
      companyId: events.companyId,
      openRedAlerts: sql<number>`count(*)::int`.as('open_red_alerts'),
      oldestOpenRedAt: sql<number | null>`floor(extract(epoch from min(${events.sentAt})))::int`.as(
        'oldest_open_red_at',
      ),
    })
    .from(events)
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .where(and(inArray(events.type, RED_TYPES), gte(events.sentAt, since), isNull(alertResponses.id)))
    .groupBy(events.companyId)
    .as('open_red');
}
