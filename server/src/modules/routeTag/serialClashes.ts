/**
 * Tags that migration 0022 (tag serials in one form) left as they were: two or more live tags of a site whose serials
 * are one serial in the stored form (`04A25E…` and `04:a2:5e:…`). They are never merged by the server; the start logs
 * them until an operator has settled them (docs/operations.md#upgrades).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface SerialClash {
  siteId: number;
  /** The serial in the stored form. */
  serial: string;
  /** The tags' ids with their serials as stored, e.g. `12 ('04A25E21B20001'), 31 ('04:a2:5e:21:b2:00:01')`. */
  tags: string;
}

export async function serialClashes(db: Db): Promise<SerialClash[]> {
  const result = await db.execute<{ site_id: number; serial: string; tags: string }>(sql`
    select site_id, normal_tag_serial(serial_number) as serial,
      string_agg(format('%s (%L)', id, serial_number), ', ' order by id) as tags
    from route_tags
    where removed_at is null
    group by site_id, normal_tag_serial(serial_number)
    having count(*) > 1
    order by site_id, serial`);
  return result.rows.map((row) => ({ siteId: Number(row.site_id), serial: row.serial, tags: row.tags }));
}
