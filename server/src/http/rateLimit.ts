/**
 * Rate-limit counters kept in the database (table rate_limits), so a limit holds across every server
 * instance on PostgreSQL and across restarts. Used by @fastify/rate-limit as its store, and directly
 * for limits that are not per request (failed sign-ins to one account).
 */
import { eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Hits {
  hits: number;
  /** Milliseconds until the window starts over. */
  ttl: number;
}

/** Counts one hit on `key` in a fixed window of `windowMs`; a window that has ended starts over. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const window = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, ttl: sql<number>`extract(epoch from ${rateLimits.resetAt} - now()) * 1000` });
  return { hits: row.hits, ttl: Math.max(0, Number(row.ttl)) };
}

/** The hits of `key` in its current window (0 when none or ended). */
export async function currentHits(db: Db, key: string): Promise<Hits> {
  const [row] = await db
    .select({ hits: rateLimits.hits, ttl: sql<number>`extract(epoch from ${rateLimits.resetAt} - now()) * 1000` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row ? { hits: row.hits, ttl: Math.max(0, Number(row.ttl)) } : { hits: 0, ttl: 0 };
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Clears `key` and every key under it (`key|…`). */
export async function clearHitsUnder(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(or(eq(rateLimits.key, key), like(rateLimits.key, `${likeEscaped(key)}|%`)));
}
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Removes ended windows. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the database; each route gets its own key space. */
export function databaseStore(db: Db) {
  return class DatabaseStore {
    private readonly prefix: string;
    private readonly windowMs: number;
    /** The plugin constructs the root store with its options; child() names a route's key space and window. */
    constructor(prefix?: unknown, windowMs = 60_000) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
      this.windowMs = windowMs;
    }
    incr(key: string, callback: Callback, timeWindow?: number) {
      countHit(db, `${this.prefix}${key}`, timeWindow ?? this.windowMs).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }
    /** Called with the route's merged limit options (their routeInfo is the route). */
    child(routeOptions: object) {
      const options = routeOptions as { timeWindow?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
      const route = `${String(options.routeInfo?.method ?? '')} ${String(options.routeInfo?.url ?? '')}|`;
      return new DatabaseStore(route, typeof options.timeWindow === 'number' ? options.timeWindow : undefined);
    }
  };
}
