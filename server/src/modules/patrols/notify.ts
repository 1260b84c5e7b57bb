/** Failed and incomplete patrols notify the site contacts who asked for them. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { siteContacts, type sites } from '../../db/schema';
import { contactMessages } from '../../notify/contacts';

export async function patrolNotifications(
  tx: Tx,
  site: typeof sites.$inferSelect,
  routeName: string,
  status: string,
  plan: { startTime: Date; endTime: Date },
) {
  const contacts = await tx.select().from(siteContacts).where(eq(siteContacts.siteId, site.id));
  const window = `${plan.startTime.toISOString().slice(11, 16)}–${plan.endTime.toISOString().slice(11, 16)} UTC`;
  await contactMessages(tx, site.companyId, contacts, 'FailedPatrols', {
    subject: `${site.name}: ${routeName} patrol ${status}`,
    body: `The ${routeName} patrol at ${site.name} (${window}) ended ${status}.`,
  });
}
