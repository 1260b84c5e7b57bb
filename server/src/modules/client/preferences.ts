/**
 * The messages a client wants (issue 33): per kind of message to site contacts, on or off. Stored as the kinds turned
 * off (clients.messages_off), so all are on until the client turns one off; the clients table's audit trigger logs
 * each change. Where contacts' messages are chosen, a contact who is this client is not sent a kind turned off
 * (notify/contacts.ts `wants`).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CLIENT_MESSAGE_KINDS, type PortalPreferences, type portalPreferencesBody } from '../../../../contract/portal';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import type { ClientScope } from './access';

const switches = (off: string[]) =>
  Object.fromEntries(CLIENT_MESSAGE_KINDS.map((kind) => [kind, !off.includes(kind)])) as PortalPreferences;

async function messagesOff(db: Db, client: ClientScope): Promise<string[]> {
  const [row] = await db.select({ off: clients.messagesOff }).from(clients).where(eq(clients.id, client.clientId));
  return row?.off ?? [];
}

/** GET /portal/preferences. */
export async function clientPreferences(db: Db, client: ClientScope): Promise<PortalPreferences> {
  return switches(await messagesOff(db, client));
}

/** POST /portal/preferences: the kinds sent change, those left out stay; answers all of them as now stored. */
export async function setClientPreferences(
  db: Db,
  client: ClientScope,
  input: z.infer<typeof portalPreferencesBody>,
): Promise<PortalPreferences> {
  const current = switches(await messagesOff(db, client));
  const wanted = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, on]) => on !== undefined)) };
  const off = CLIENT_MESSAGE_KINDS.filter((kind) => !wanted[kind]);
  await db.update(clients).set({ messagesOff: off }).where(eq(clients.id, client.clientId));
  return switches(off);
}
