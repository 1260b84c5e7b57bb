/**
 * A company's clients (issue 33): added, changed and revoked by its admins (a sys-admin in the company it names), read
 * by its controllers too. Every change is in the audit log (the table's trigger, migration 0029) with who made it.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Client, ClientUpdate } from '../../../../contract/portal';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { clients, sites } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { assertOwned, companyScope } from '../../plugins/auth';
import { epochSeconds, epochSecondsOrNull } from '../../time';

const M = MESSAGES.client;
const EMAIL_UNIQUE = 'clients_company_email_unique';

/** The names of the client's sites still in its company, in the order granted. */
const siteNames = sql<string[]>`array(select s.name from ${sites} s
  where s.id = any(${clients.siteIds}) and s.company_id = ${clients.companyId}
  order by array_position(${clients.siteIds}, s.id))`;
/** The client's sites still in its company, in the order granted (a removed site drops out). */
export const grantedIds = sql<number[]>`array(select s.id from ${sites} s
  where s.id = any(${clients.siteIds}) and s.company_id = ${clients.companyId}
  order by array_position(${clients.siteIds}, s.id))`;

const columns = {
  id: clients.id,
  companyId: clients.companyId,
  name: clients.name,
  emailAddress: clients.emailAddress,
  siteIds: grantedIds,
  siteNames,
  createdAt: clients.createdAt,
  lastLinkAt: clients.lastLinkAt,
  revokedAt: clients.revokedAt,
  // The outer id named in full: a column in a select's sql is written unqualified, and l.id would be read for it.
  lastSignInAt: sql<Date | null>`(select max(l.used_at) from client_links l
    where l.client_id = ${clients}.${sql.identifier('id')})`.mapWith((value) => (value ? new Date(value) : null)),
};

type Row = { [K in keyof typeof columns]: unknown } & {
  createdAt: Date;
  lastLinkAt: Date | null;
  revokedAt: Date | null;
  lastSignInAt: Date | null;
};

const asClient = (row: Row): Client =>
  ({
    ...row,
    siteIds: (row.siteIds as unknown[]).map(Number),
    createdAt: epochSeconds(row.createdAt),
    lastLinkAt: epochSecondsOrNull(row.lastLinkAt),
    revokedAt: epochSecondsOrNull(row.revokedAt),
    lastSignInAt: epochSecondsOrNull(row.lastSignInAt),
  }) as Client;

/** Every site named must be one of the company's; the first that is not is named in the 400. */
async function checkSites(db: Db | Tx, companyId: number, siteIds: readonly number[]) {
  const found = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), inArray(sites.id, [...siteIds])));
  const known = new Set(found.map((site) => site.id));
  const missing = siteIds.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(fill(M.siteNotFound, { id: missing }));
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_UNIQUE)) throw conflict(M.emailTaken);
    throw error;
  }
}

export async function listClients(
  db: Db,
  actor: Actor,
  companyId: number | undefined,
  query: ListQuery,
  siteId?: number,
) {
  const company = companyScope(actor, companyId);
  const plan = planList(
    query,
    { id: clients.id, name: clients.name, emailAddress: clients.emailAddress, createdAt: clients.createdAt },
    [clients.name, clients.emailAddress],
    clients.name,
  );
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(clients)
      .where(
        and(
          eq(clients.companyId, company),
          siteId === undefined ? undefined : sql`${siteId} = any(${clients.siteIds})`,
          plan.where,
        ),
      )
      .$dynamic(),
    plan,
    clients.id,
  );
  return { rows: rows.map((row) => ({ ...asClient(row as unknown as Row), total: Number(row.total) })), plan };
}

/** The client of this id when the actor may see it; 404 otherwise. */
export async function getClient(db: Db | Tx, actor: Actor, id: number): Promise<Client> {
  const [row] = await db.select(columns).from(clients).where(eq(clients.id, id));
  if (!row) throw notFound(M.notFound);
  assertOwned(actor, row.companyId, M.notFound);
  return asClient(row as unknown as Row);
}

export async function createClient(
  db: Db,
  actor: Actor,
  input: { name: string; emailAddress: string; siteIds: number[]; companyId?: number },
) {
  const companyId = companyScope(actor, input.companyId);
  await checkSites(db, companyId, input.siteIds);
  return saving(() =>
    withActor(db, actor, async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({ companyId, name: input.name, emailAddress: input.emailAddress, siteIds: input.siteIds })
        .returning({ id: clients.id });
      return { id: row.id };
    }),
  );
}

export async function updateClient(db: Db, actor: Actor, id: number, input: ClientUpdate) {
  if (input.name === undefined && input.emailAddress === undefined && input.siteIds === undefined)
    throw badRequest(M.nothingToChange);
  const current = await getClient(db, actor, id);
  if (input.siteIds) await checkSites(db, current.companyId, input.siteIds);
  return saving(() =>
    withActor(db, actor, async (tx) => {
      await tx.update(clients).set(input).where(eq(clients.id, id));
      return getClient(tx, actor, id);
    }),
  );
}

/** The clients of a company with this address (case and spaces aside), not revoked: whom 'Send me a new link' reaches. */
export function clientsByEmail(db: Db, emailAddress: string) {
  return db
    .select({ id: clients.id, companyId: clients.companyId })
    .from(clients)
    .where(
      and(
        eq(sql`lower(${clients.emailAddress})`, emailAddress.trim().toLowerCase()),
        sql`${clients.revokedAt} is null`,
      ) as SQL,
    );
}
