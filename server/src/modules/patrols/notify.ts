/** Failed and incomplete patrols notify the site contacts who asked for them. */
import type { Tx } from '../../db/client';
import type { sites } from '../../db/schema';
import { contactMessages, contactsOf } from '../../notify/contacts';

export async function patrolNotifications(
  tx: Tx,
  site: typeof sites.$inferSelect,
  routeName: string,
  status: string,
  plan: { startTime: Date; endTime: Date },
  /** The patrolEnded event's guid: the alert the messages belong to. */
  alertGuid: string,
) {
  await contactMessages(tx, site.companyId, await contactsOf(tx, site.id), {
    topic: 'failedPatrol',
    alertGuid,
    facts: {
      site: site.name,
      at: plan.endTime,
      patrol: { route: routeName, status, start: plan.startTime, end: plan.endTime },
    },
  });
}
