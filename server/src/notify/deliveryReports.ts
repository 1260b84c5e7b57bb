/**
 * BulkSMS delivery reports: its status webhook posts an array of Message documents (`id`, `status.type`
 * ACCEPTED, SENT, DELIVERED, FAILED…, `status.subtype` for a failure) to /api/v1/notify/sms/reports/<secret>, the
 * secret derived from the SMS token so nobody else can post reports. Each report updates the outbox row BulkSMS
 * gave that id: its delivery status, and when it was delivered. A final state (DELIVERED, FAILED) is not replaced
 * by a late earlier one (the network may repeat and reorder reports).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, notLike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { notificationOutbox } from '../db/schema';

type Sms = NonNullable<Config['sms']>;

export const reportsSecret = (sms: Sms) =>
  createHash('sha256').update(`patrol-sms-reports:${sms.user}:${sms.password}`).digest('hex').slice(0, 40);

export const reportsUrl = (sms: Sms, publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/v1/notify/sms/reports/${reportsSecret(sms)}`;

export function isReportsSecret(sms: Sms, secret: string): boolean {
  const expected = Buffer.from(reportsSecret(sms));
  const given = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a report carries (a Message document; its other fields are ignored, as the API asks). */
export const statusReport = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    status: z.object({ type: z.string().max(40), subtype: z.string().max(40).nullish() }).passthrough(),
  })
  .passthrough();
export type StatusReport = z.infer<typeof statusReport>;

const FINAL = ['DELIVERED', 'FAILED'];

/** Applies reports to the outbox; answers how many rows they changed. */
export async function applyReports(db: Db, reports: StatusReport[]): Promise<number> {
  const o = notificationOutbox;
  let changed = 0;
  for (const report of reports) {
    const { type, subtype } = report.status;
    const deliveryStatus = type === 'FAILED' && subtype ? `FAILED.${subtype}` : type;
    const updated = await db
      .update(o)
      .set({ deliveryStatus, ...(type === 'DELIVERED' ? { deliveredAt: sql`now()` } : {}) })
      .where(
        and(
          eq(o.channel, 'sms'),
          eq(o.providerMessageId, report.id),
          or(isNull(o.deliveryStatus), and(...FINAL.map((state) => notLike(o.deliveryStatus, `${state}%`)))),
        ),
      )
      .returning({ id: o.id });
    changed += updated.length;
  }
  return changed;
}
