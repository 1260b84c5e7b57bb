/**
 * The server stamps an answer with the time it takes it. A test that needs an answer given at another time (a
 * report of a past day) answers through the API, then moves the answer, and those stored with it, to that time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function answeredAt(db: Db, respondedToGuid: string, epochSeconds: number): Promise<void> {
  await db.execute(sql`
    update alert_responses as r
    set responded_at = to_timestamp(${epochSeconds}),
      response_seconds = greatest(0, floor(extract(epoch from to_timestamp(${epochSeconds}) - r.alert_sent_at)))::int
    from alert_responses as answer
    where answer.responded_to_guid = ${respondedToGuid}
      and r.responded_at = answer.responded_at and r.employee_id is not distinct from answer.employee_id`);
}
