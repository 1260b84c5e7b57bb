/**
 * Who receives a report. A site report goes to its area's contact e-mail when the area receives reports, and
 * to each site contact by the report flags they ticked; an area report goes to the area when it receives
 * reports and to the report e-mail contacts of its sites (reportMessages.ts says what each is sent). An address
 * is sent one message per channel, however often it is named. A contact who is a client of the site and turned
 * reports off in the portal is sent none; one who did not is its message's client reader (pointed to the portal), as
 * an alert's message reads it (notify/contacts.ts `readerOf`).
 */
import { and, eq, exists, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { areas, siteContacts, sites } from '../../db/schema';
import { type ContactClient, clientsOf, contactAddress, readerOf, wants } from '../../notify/contacts';
import type { Channel } from '../../notify/outbox';
import type { Reader } from '../../notify/templates';
import type { Target } from './store';

export interface Recipient {
  channel: Channel;
  address: string;
  /** Why nothing can be sent there (a Telegram flag ticked before the contact linked a chat): the message is
   * recorded as undeliverable with this reason, naming the contact. */
  refused?: string;
  /** Whom the message is for: a client of the site (pointed to the portal) or anyone else. */
  reader: Reader;
}

type Contact = typeof siteContacts.$inferSelect;

function contactRecipients(contact: Contact, known: ContactClient[], emailOnly: boolean): Recipient[] {
  const found: Recipient[] = [];
  const reader = readerOf(contact, known);
  if (contact.shouldReceiveReportsEmail && contact.emailAddress)
    found.push({ channel: 'email', address: contact.emailAddress, reader });
  if (emailOnly) return found;
  const telegram = contact.shouldReceiveReportsTelegram ? contactAddress(contact, 'Telegram') : null;
  if (telegram) found.push({ channel: 'telegram', address: telegram.recipient, refused: telegram.refused, reader });
  if (contact.shouldReceiveReportsPhone && contact.contactNumber)
    found.push({ channel: 'sms', address: contact.contactNumber, reader });
  return found;
}

/** One recipient per channel and address; a client's when any who named it is a client of the site. */
function distinct(recipients: Recipient[]): Recipient[] {
  const keyOf = ({ channel, address, refused }: Recipient) =>
    `${channel}:${refused ? 'refused:' : ''}${address.trim().toLowerCase()}`;
  const clients = new Set(recipients.filter((r) => r.reader === 'client').map(keyOf));
  const seen = new Set<string>();
  return recipients.flatMap((recipient) => {
    const key = keyOf(recipient);
    if (seen.has(key)) return [];
    seen.add(key);
    return [clients.has(key) ? { ...recipient, reader: 'client' as const } : recipient];
  });
}

async function areaEmail(db: Db | Tx, areaId: number | null): Promise<Recipient[]> {
  if (areaId === null) return [];
  const [area] = await db
    .select({ email: areas.contactEmail, receives: areas.shouldReceiveReports })
    .from(areas)
    .where(eq(areas.id, areaId));
  return area?.receives && area.email ? [{ channel: 'email', address: area.email, reader: 'console' }] : [];
}

/** Everyone a report of this site or area goes to. */
export async function recipientsOf(db: Db | Tx, target: Target): Promise<Recipient[]> {
  if (target.kind === 'site') {
    const [site] = await db
      .select({ areaId: sites.areaId, companyId: sites.companyId })
      .from(sites)
      .where(eq(sites.id, target.id));
    const contacts = await db.select().from(siteContacts).where(eq(siteContacts.siteId, target.id));
    const known = site ? await clientsOf(db, site.companyId) : [];
    return distinct([
      ...(await areaEmail(db, site?.areaId ?? null)),
      ...contacts
        .filter((c) => wants(c, known, 'reports'))
        .flatMap((contact) => contactRecipients(contact, known, false)),
    ]);
  }
  const siteIds = db.select({ id: sites.id }).from(sites).where(eq(sites.areaId, target.id));
  const contacts = await db
    .select()
    .from(siteContacts)
    .where(and(inArray(siteContacts.siteId, siteIds), eq(siteContacts.shouldReceiveReportsEmail, true)));
  const [area] = await db.select({ companyId: areas.companyId }).from(areas).where(eq(areas.id, target.id));
  const known = area ? await clientsOf(db, area.companyId) : [];
  return distinct([
    ...(await areaEmail(db, target.id)),
    ...contacts.filter((c) => wants(c, known, 'reports')).flatMap((contact) => contactRecipients(contact, known, true)),
  ]);
}

/**
 * What the morning job reports on: every site with a contact whose report flags reach an address (a Telegram
 * flag counts before the contact links: its message is recorded as undeliverable, as an alert's is), and every
 * area that receives reports (a site whose only recipient is its area is covered by the area's report).
 */
export async function morningTargets(db: Db): Promise<(Target & { companyId: number })[]> {
  const c = siteContacts;
  const reached = or(
    and(eq(c.shouldReceiveReportsEmail, true), isNotNull(c.emailAddress), ne(c.emailAddress, '')),
    eq(c.shouldReceiveReportsTelegram, true),
    and(eq(c.shouldReceiveReportsPhone, true), ne(c.contactNumber, '')),
  );
  const contacted = db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.siteId, sites.id), reached));
  const siteRows = await db
    .select({ id: sites.id, companyId: sites.companyId })
    .from(sites)
    .where(exists(contacted))
    .orderBy(sites.id);
  const areaRows = await db
    .select({ id: areas.id, companyId: areas.companyId })
    .from(areas)
    .where(eq(areas.shouldReceiveReports, true))
    .orderBy(areas.id);
  return [
    ...siteRows.map((site) => ({ kind: 'site' as const, ...site })),
    ...areaRows.map((area) => ({ kind: 'area' as const, ...area })),
  ];
}
