/**
 * A client's way in (issue 33), with no password: a single-use sign-in link (15 minutes) made by an admin or asked for
 * by the client, exchanged once for a session (30 days from its last use). Links and sessions are random tokens stored
 * only as their SHA-256: a leaked table opens nothing. A client's session is not an employee's token: only the
 * portal's routes take it (docs/decisions.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { fill, MESSAGES } from '../../../../contract/messages';
import { CLIENT_LINK_MINUTES, CLIENT_SESSION_DAYS, PORTAL_PATH } from '../../../../contract/portal';
import { zoneOrDefault } from '../../../../contract/timeZone';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { clientLinks, clientSessions, clients, companies } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { enqueue } from '../../notify/outbox';
import { epochSeconds } from '../../time';
import { clientsByEmail, getClient, grantedIds } from './service';

const M = MESSAGES.portal;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const SESSION_MS = CLIENT_SESSION_DAYS * 86_400_000;
/** A session's expiry is pushed on when it is used, at most this often (not a write per call). */
const RENEW_EVERY_MS = 60 * 60_000;
/** A client's own 'Send me a new link' makes at most one link this often (a mailbox is not flooded). */
const SELF_LINK_EVERY_MS = 60_000;

export interface LinkOptions {
  publicUrl: string;
  /** Mail is configured: the link is also e-mailed to the client. */
  email: boolean;
}

/** A new link for the client; the client's earlier links not used yet end with it (one live link a client). */
async function makeLink(
  tx: Tx,
  client: { id: number; companyId: number; name: string; emailAddress: string },
  options: LinkOptions,
  now: Date,
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CLIENT_LINK_MINUTES * 60_000);
  await tx
    .update(clientLinks)
    .set({ expiresAt: now })
    .where(and(eq(clientLinks.clientId, client.id), isNull(clientLinks.usedAt), gt(clientLinks.expiresAt, now)));
  await tx.insert(clientLinks).values({ clientId: client.id, tokenHash: hash(token), expiresAt });
  // The link's own time on the client, and the end of a revocation: the admin (or the client's address) let them in again.
  await tx.update(clients).set({ lastLinkAt: now, revokedAt: null }).where(eq(clients.id, client.id));
  const url = `${options.publicUrl.replace(/\/$/, '')}${PORTAL_PATH}#token=${token}`;
  if (options.email) {
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, client.companyId));
    const words = { name: client.name, company: company?.name ?? '', url };
    await enqueue(tx, [
      {
        companyId: client.companyId,
        channel: 'email',
        priority: 0,
        redactAfterSend: true,
        recipient: client.emailAddress,
        subject: fill(MESSAGES.client.linkSubject, words),
        body: fill(MESSAGES.client.linkBody, words),
      },
    ]);
  }
  return { url, expiresAt: epochSeconds(expiresAt), emailed: options.email };
}

/** POST /clients/{id}/link: an admin's link for the client, to copy, and e-mailed when mail is configured. */
export async function createLink(db: Db, actor: Actor, id: number, options: LinkOptions, now = new Date()) {
  const client = await getClient(db, actor, id);
  return withActor(db, actor, (tx) => makeLink(tx, client, options, now));
}

/** POST /clients/{id}/revoke: every session of the client ends at once, and every link not used yet. */
export async function revokeClient(db: Db, actor: Actor, id: number, now = new Date()) {
  const client = await getClient(db, actor, id);
  await withActor(db, actor, async (tx) => {
    await tx.update(clients).set({ revokedAt: now }).where(eq(clients.id, id));
    await tx.delete(clientSessions).where(eq(clientSessions.clientId, id));
    await tx
      .update(clientLinks)
      .set({ revokedAt: now })
      .where(and(eq(clientLinks.clientId, id), isNull(clientLinks.usedAt), isNull(clientLinks.revokedAt)));
  });
  return { message: fill(MESSAGES.client.revoked, { name: client.name }) };
}

/**
 * POST /portal/link: a new link e-mailed to every client (of any company) with the address who is not revoked; nothing
 * for an unknown address. The caller answers the same either way.
 */
export async function requestLink(db: Db, emailAddress: string, options: LinkOptions, now = new Date()) {
  for (const { id } of await clientsByEmail(db, emailAddress)) {
    await db.transaction(async (tx) => {
      const [client] = await tx
        .select({
          id: clients.id,
          companyId: clients.companyId,
          name: clients.name,
          emailAddress: clients.emailAddress,
          lastLinkAt: clients.lastLinkAt,
        })
        .from(clients)
        .where(eq(clients.id, id))
        .for('update');
      if (!client || (client.lastLinkAt && now.getTime() - client.lastLinkAt.getTime() < SELF_LINK_EVERY_MS)) return;
      await makeLink(tx, client, { ...options, email: true }, now);
    });
  }
}

/** POST /portal/session: the link's token, once, for a new session token (answered in x-access-token). */
export async function exchangeLink(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({
        id: clientLinks.id,
        clientId: clientLinks.clientId,
        expiresAt: clientLinks.expiresAt,
        usedAt: clientLinks.usedAt,
        revokedAt: clientLinks.revokedAt,
      })
      .from(clientLinks)
      .where(eq(clientLinks.tokenHash, hash(token)));
    if (!link) throw badRequest(M.linkUnknown);
    if (link.revokedAt) throw badRequest(M.linkRevoked);
    if (link.usedAt) throw badRequest(M.linkUsed);
    if (link.expiresAt <= now) throw badRequest(M.linkExpired);
    const [spent] = await tx
      .update(clientLinks)
      .set({ usedAt: now })
      .where(and(eq(clientLinks.id, link.id), isNull(clientLinks.usedAt)))
      .returning({ id: clientLinks.id });
    if (!spent) throw badRequest(M.linkUsed);
    const session = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_MS);
    await tx
      .insert(clientSessions)
      .values({ clientId: link.clientId, tokenHash: hash(session), expiresAt, lastUsedAt: now });
    // Sessions long past their end are cleared as new ones are made.
    await tx.delete(clientSessions).where(lt(clientSessions.expiresAt, now));
    return { token: session, clientId: link.clientId };
  });
}

/** What a portal call acts as: the client, its company and the sites granted that are still the company's. */
export interface ClientScope {
  clientId: number;
  companyId: number;
  name: string;
  companyName: string;
  /** The colour the company's portal is drawn in (#rrggbb), or null for the portal's own. */
  portalColour: string | null;
  /** The company's time zone (IANA): the portal writes every time in it. */
  timeZone: string;
  siteIds: number[];
  expiresAt: number;
}

/**
 * The client behind a portal session token, read afresh on every call (a revocation or a changed site list takes
 * effect at once); the session is renewed for CLIENT_SESSION_DAYS as it is used. 401 for no token, and for an unknown,
 * ended or expired one.
 */
export async function clientSession(db: Db, token: string | undefined, now = new Date()): Promise<ClientScope> {
  if (!token) throw unauthorized(MESSAGES.auth.missingToken);
  const [row] = await db
    .select({
      id: clientSessions.id,
      expiresAt: clientSessions.expiresAt,
      lastUsedAt: clientSessions.lastUsedAt,
      clientId: clients.id,
      companyId: clients.companyId,
      name: clients.name,
      companyName: companies.name,
      portalColour: companies.portalColour,
      timeZone: companies.timeZone,
      siteIds: grantedIds,
    })
    .from(clientSessions)
    .innerJoin(clients, eq(clients.id, clientSessions.clientId))
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clientSessions.tokenHash, hash(token)));
  if (!row || row.expiresAt <= now) throw unauthorized(M.sessionEnded);
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastUsedAt.getTime() >= RENEW_EVERY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_MS);
    await db.update(clientSessions).set({ expiresAt, lastUsedAt: now }).where(eq(clientSessions.id, row.id));
  }
  return {
    clientId: row.clientId,
    companyId: row.companyId,
    name: row.name,
    companyName: row.companyName,
    portalColour: row.portalColour,
    timeZone: zoneOrDefault(row.timeZone),
    siteIds: row.siteIds.map(Number),
    expiresAt: epochSeconds(expiresAt),
  };
}
