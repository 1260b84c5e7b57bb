/**
 * Checks a site's events of a period against their hash chains (migration 0016): each event's hash must be SHA-256 of
 * the hash before it and its content as stored now, and the event before it in its chain must be there with that
 * hash. The SQL functions that made the hashes (event_hash) check them, so both sides hash the same content.
 */
import { eq, sql } from 'drizzle-orm';
import type { Break, IntegrityResult } from '../../../../contract/integrity';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { notFound } from '../../http/errors';

interface Checked {
  id: number;
  event_guid: string;
  type: string;
  sent_at: number;
  changed: boolean;
  link_broken: boolean;
  clock_off: boolean;
}

export interface IntegrityPeriod {
  siteId: number;
  startDate: number;
  endDate: number;
}

/** The site's events of the period, checked; the first broken one by sent time. */
export async function checkIntegrity(db: Db, companyId: number, period: IntegrityPeriod): Promise<IntegrityResult> {
  const [site] = await db.select({ companyId: sites.companyId }).from(sites).where(eq(sites.id, period.siteId));
  if (!site || site.companyId !== companyId) throw notFound(MESSAGES.integrity.siteNotFound);
  const result = await db.execute(sql`
    select e.id, e.event_guid, e.type, extract(epoch from e.sent_at)::float8 as sent_at,
      (e.chain_hash is null or e.chain_hash <> event_hash(e.chain_prev, e)) as changed,
      not (
        (e.chain_seq = 1 and e.chain_prev = '')
        or exists (
          select 1 from events p
          where p.company_id = e.company_id and p.chain_device_id = e.chain_device_id
            and p.chain_seq = e.chain_seq - 1 and p.chain_hash = e.chain_prev
        )
      ) as link_broken,
      e.payload ? 'deviceClock' as clock_off
    from events e
    where e.company_id = ${companyId} and e.site_id = ${period.siteId}
      and e.sent_at >= to_timestamp(${period.startDate}) and e.sent_at < to_timestamp(${period.endDate})
    order by e.sent_at, e.id`);
  const rows = (result as unknown as { rows: Checked[] }).rows;
  const broken = rows.find((row) => row.changed || row.link_broken);
  return {
    checked: rows.length,
    intact: !broken,
    clockOff: rows.filter((row) => row.clock_off).length,
    firstBroken: broken
      ? {
          id: Number(broken.id),
          eventGuid: broken.event_guid,
          type: broken.type,
          sentAt: Number(broken.sent_at),
          reason: (broken.changed ? 'changed' : 'linkBroken') satisfies Break,
        }
      : null,
  };
}
