/** Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL. Migrations run at open. */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What `execute` answers on either driver: PGlite's Results and pg's QueryResult both carry the rows. */
interface Rows<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database had no tables before this open (a new database). */
  isNew: boolean;
  /**
   * Where urgent handset events (a panic) are stored: on PostgreSQL a pool of URGENT_POOL_SIZE connections of its
   * own, so a panic never waits for a connection behind location traffic; on PGlite the one database.
   */
  urgent: Db;
  /** The pg pool, on PostgreSQL (for advisory locks and the metrics of its connections). */
  pool?: pg.Pool;
  /**
   * On PostgreSQL, the socket.io adapter's connections (its listener and its notifications to the other instances),
   * apart from the queries' pool so that a live message never waits for a connection behind them.
   */
  realtimePool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** How many migrations this build brings (the migrator's journal). */
let journalLength: number | undefined;
function migrationsOfThisBuild(): number {
  journalLength ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  return journalLength;
}

/**
 * Whether every migration of this build is applied to the database (drizzle's migrator records each it ran). An open
 * asks this first and runs the migrator only when one is missing: on an up-to-date database the migrator would read
 * and hash every migration file and open a transaction for nothing, a tenth of a second or more of each restart.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const exists = await db.execute<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!exists.rows[0].present) return false;
  const applied = await db.execute<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return applied.rows[0].n >= migrationsOfThisBuild();
}

async function hasTables(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'companies'",
  );
  return result.rows[0].n > 0;
}

/**
 * Opens PGlite in `dir`, or in memory when dir is undefined; an in-memory one may start from `dump`, a data folder
 * dumped by `dumpPglite` (tests start from a migrated one rather than making and migrating a cluster each time).
 */
export async function openPglite(dir?: string, dump?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // Each driver is loaded when its database is opened: a server on one never loads the other's.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(dir ? { dataDir: dir } : { loadDataDir: dump });
  const db = drizzlePglite(client, { schema });
  const isNew = !(await hasTables(db));
  if (!(await migrationsApplied(db))) await migratePglite(db, { migrationsFolder });
  return { db, urgent: db, kind: 'pglite', isNew, close: () => client.close() };
}

/** The data folder of an open PGlite database as one uncompressed tarball. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/** Connections kept apart for urgent handset events: two, so a second panic need not wait for the first. */
export const URGENT_POOL_SIZE = 2;
/** The socket.io adapter's: its listener and two for notifications. */
export const REALTIME_POOL_SIZE = 3;

/**
 * A pool of `max` connections. An idle one is closed after node-postgres' 10 seconds, except where `keepIdle`: the
 * urgent connections stay open, so a panic after a quiet night does not first wait to connect (and sign in).
 */
function postgresPool(Pool: typeof pg.Pool, url: string, max: number, keepIdle = false) {
  const pool = new Pool({ connectionString: url, max, ...(keepIdle && { idleTimeoutMillis: 0 }) });
  // An idle connection that the server drops (restart, failover) is replaced on next use; it must not crash us.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const [{ default: driver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = postgresPool(driver.Pool, url, poolSize);
  const urgentPool = postgresPool(driver.Pool, url, URGENT_POOL_SIZE, true);
  const realtimePool = postgresPool(driver.Pool, url, REALTIME_POOL_SIZE);
  const db = drizzlePg(pool, { schema });
  const isNew = !(await hasTables(db));
  if (!(await migrationsApplied(db))) await migratePg(db, { migrationsFolder });
  return {
    db,
    urgent: drizzlePg(urgentPool, { schema }),
    kind: 'postgres',
    isNew,
    pool,
    realtimePool,
    close: () => Promise.all([pool.end(), urgentPool.end(), realtimePool.end()]).then(() => undefined),
  };
}

export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  pgPoolSize?: number;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.pgPoolSize)
    : openPglite(join(config.dataDir, 'pgdata'));
}
