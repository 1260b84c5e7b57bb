/**
 * Plans whose window has closed are claimed for closing: FOR UPDATE SKIP LOCKED and marked closed in the
 * caller's transaction, so an ending is never lost across a restart nor doubled across instances.
 */
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { schedulePlans } from '../../db/schema';

/** Marks closed up to `batch` plans that ended before `now - graceMinutes`, oldest first; answers them. */
export async function claimEndedPlans(tx: Tx, now: Date, graceMinutes: number, batch: number) {
  const due = await tx
    .select({ id: schedulePlans.id })
    .from(schedulePlans)
    .where(
      and(isNull(schedulePlans.closedAt), lt(schedulePlans.endTime, new Date(now.getTime() - graceMinutes * 60_000))),
    )
    .orderBy(schedulePlans.endTime)
    .limit(batch)
    .for('update', { skipLocked: true });
  if (!due.length) return [];
  return tx
    .update(schedulePlans)
    .set({ closedAt: now })
    .where(
      inArray(
        schedulePlans.id,
        due.map((plan) => plan.id),
      ),
    )
    .returning();
}
