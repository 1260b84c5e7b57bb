/**
 * Time on the server: the console and the handsets speak epoch seconds, the database dates. Every time the server
 * writes (CSVs, PDFs, messages) and every day it counts (shift days, report periods, plan days) is on the company's
 * clock: its time zone (`companies.time_zone`, Africa/Johannesburg by default), read here and written through
 * contract/timeZone.ts.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, zoneOrDefault } from '../../contract/timeZone';
import type { Db, Tx } from './db/client';
import { companies } from './db/schema';

export { DEFAULT_TIME_ZONE, wallDate } from '../../contract/timeZone';

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const epochSecondsOrNull = (date: Date | null) => (date ? epochSeconds(date) : null);
export const nowSeconds = () => epochSeconds(new Date());
/** The date at `seconds` since the epoch. */
export const dateAt = (seconds: number) => new Date(seconds * 1000);

/** The company's time zone (the default when the company is gone). */
export async function companyTimeZone(db: Db | Tx, companyId: number): Promise<string> {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return zoneOrDefault(row?.timeZone ?? DEFAULT_TIME_ZONE);
}

/** A report's period: whole shift days on the company's clock. */
export interface Period {
  /** 06:00 of the first day on the company's clock (04:00 UTC in South Africa), included. */
  from: number;
  /** 06:00 after the last day on the company's clock, excluded. */
  to: number;
}
