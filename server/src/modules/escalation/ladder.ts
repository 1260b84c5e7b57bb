/**
 * An alert's ladder as stored rows: written in the transaction that stores the alert, cancelled in the one that
 * answers it. Each step keeps its definition as it was when the alert arrived: a later change of the company's
 * ladder does not touch alerts already running.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { EscalatingType, Ladder } from '../../../../contract/escalation';
import type { Db, Tx } from '../../db/client';
import { escalationSteps } from '../../db/schema';
import { ladderOf } from './settings';

/** Where the alert came from: its company and site (and the ladders, when read before the transaction). */
interface AlertOrigin {
  companyId: number;
  site: { id: number } | null;
  alarm?: { ladders: Record<EscalatingType, Ladder> };
}

/** Writes the steps of the alert's ladder, due from `now` (when the alert reached the server). */
export async function startLadder(
  tx: Tx,
  origin: AlertOrigin,
  alertGuid: string,
  type: EscalatingType,
  now = new Date(),
): Promise<number> {
  const ladder = origin.alarm?.ladders[type] ?? (await ladderOf(tx, origin.companyId, type));
  if (!ladder.length) return 0;
  await tx
    .insert(escalationSteps)
    .values(
      ladder.map((step, index) => ({
        companyId: origin.companyId,
        alertGuid,
        siteId: origin.site?.id ?? null,
        step: index + 1,
        definition: { ...step, type },
        dueAt: new Date(now.getTime() + step.afterMinutes * 60_000),
      })),
    )
    .onConflictDoNothing();
  return ladder.length;
}

/** Cancels the steps still waiting: the alert was answered. */
export async function stopLadder(tx: Tx, alertGuid: string): Promise<void> {
  await tx
    .update(escalationSteps)
    .set({ status: 'cancelled', doneAt: new Date() })
    .where(and(eq(escalationSteps.alertGuid, alertGuid), eq(escalationSteps.status, 'pending')));
}

/** Closes the ladders' steps written after step `afterId` that still wait (a demo's history: its alerts are long past). */
export async function closeLaddersAfter(db: Db, afterId: number): Promise<void> {
  await db
    .update(escalationSteps)
    .set({ status: 'cancelled', doneAt: escalationSteps.dueAt })
    .where(and(gt(escalationSteps.id, afterId), eq(escalationSteps.status, 'pending')));
}
