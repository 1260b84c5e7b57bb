/** Failed and incomplete patrols notify the site contacts who asked for them. */
import type { Tx } from '../../db/client';
import type { sites } from '../../db/schema';
import { contactMessages, contactsOf } from '../../notify/contacts';
import { TEMPLATES } from '../../notify/templates';

export async function patrolNotifications(
  tx: Tx,
  site: typeof sites.$inferSelect,
  routeName: string,
  status: string,
  plan: { startTime: Date; endTime: Date },
) {
  const contacts = await contactsOf(tx, site.id);
  await contactMessages(
    tx,
    site.companyId,
    contacts,
    'FailedPatrols',
    TEMPLATES.patrolEnded(site.name, routeName, status, plan),
  );
}
