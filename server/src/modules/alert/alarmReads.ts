/**
 * A panic or a please-call-me reads its site's contacts, the company's clock and clients, and the ladder in force.
 * Read in its transaction, each read waited its turn while the transaction held the device's chain lock (taken
 * first, see handset/ingest), and every location batch of that device waited behind it. Read here first, in two
 * queries side by side (the urgent pool has two connections), the lock is held for the alarm's writes alone. A
 * change made between these reads and the commit is the same as one made a moment after the alarm.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, zoneOrDefault } from '../../../../contract/timeZone';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { AlarmReads, Origin } from '../../events/origin';
import { asContactClients, clientsList, contactsOf } from '../../notify/contacts';
import { ladderColumns, settingsOf } from '../escalation/settings';

/** The event types that raise an alarm, whose reads are made before their transaction. */
export const ALARM_TYPES: readonly string[] = ['panic', 'pleaseCallMe'];

export async function readAlarm(db: Db, origin: Origin): Promise<AlarmReads> {
  const [contacts, [company]] = await Promise.all([
    origin.site ? contactsOf(db, origin.site.id) : [],
    db
      .select({ timeZone: companies.timeZone, ...ladderColumns, clients: clientsList(origin.companyId) })
      .from(companies)
      .where(eq(companies.id, origin.companyId)),
  ]);
  const ladders = company ? settingsOf(origin.companyId, company) : { panic: [], pleaseCallMe: [] };
  return {
    contacts,
    timeZone: zoneOrDefault(company?.timeZone ?? DEFAULT_TIME_ZONE),
    clients: asContactClients(company?.clients ?? []),
    ladders: { panic: ladders.panic, pleaseCallMe: ladders.pleaseCallMe },
  };
}
