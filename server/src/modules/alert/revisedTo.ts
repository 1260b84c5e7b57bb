/**
 * A patrol end's later verdict: the newest patrolRevised of its patrol (status, tags scanned, when), read beside the
 * patrolEnded wherever alerts are listed, so the first verdict's row never stands alone once it no longer holds.
 */
import { sql } from 'drizzle-orm';
import type { events } from '../../db/schema';

export interface RevisedTo {
  status: string;
  tagsScanned: number;
  tagsExpected: number;
  /** Seconds since the epoch, as alert times are sent. */
  revisedAt: number;
}

/** A column for the events table `row`: the revision of a patrolEnded row, null for any other row or none yet. */
export const revisedTo = (row: typeof events) =>
  sql<RevisedTo | null>`case when ${row.type} = 'patrolEnded' and ${row.routeTakenId} is not null then (
    select jsonb_build_object('status', r.payload -> 'status', 'tagsScanned', r.payload -> 'tagsScanned',
      'tagsExpected', r.payload -> 'tagsExpected',      'revisedAt', floor(extract(epoch from r.sent_at)))
    from events r
    where r.route_taken_id = ${row.routeTakenId} and r.type = 'patrolRevised'
    order by r.id desc limit 1) end`;
