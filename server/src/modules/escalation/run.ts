/**
 * Runs the steps that are due. Each step is claimed in its own transaction with FOR UPDATE SKIP LOCKED, the alert
 * is checked for an answer (given on any instance), its messages go to the outbox and the step is marked done in
 * that same transaction: a crash before the commit leaves the step pending for the next run, a commit leaves it
 * done with its messages queued, so no step is lost or run twice, whatever the instances and restarts.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { EscalatingType, EscalationStep } from '../../../../contract/escalation';
import type { Db, Tx } from '../../db/client';
import { alertResponses, escalationSteps, events } from '../../db/schema';
import { stepAddresses } from './recipients';
import { queueStepMessages } from './stepMessages';

type StepRow = typeof escalationSteps.$inferSelect;
type Outcome = 'done' | 'cancelled';

async function claimOne(tx: Tx, now: Date): Promise<StepRow | undefined> {
  const [step] = await tx
    .select()
    .from(escalationSteps)
    .where(and(eq(escalationSteps.status, 'pending'), lte(escalationSteps.dueAt, now)))
    .orderBy(asc(escalationSteps.dueAt), asc(escalationSteps.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return step;
}

async function isAnswered(tx: Tx, alertGuid: string): Promise<boolean> {
  const answers = await tx
    .select({ id: alertResponses.id })
    .from(alertResponses)
    .where(eq(alertResponses.respondedToGuid, alertGuid))
    .limit(1);
  return answers.length > 0;
}

/** What the step's messages tell of the alert. */
async function alertOf(tx: Tx, alertGuid: string) {
  const [alert] = await tx
    .select({ sentAt: events.sentAt, latitude: events.latitude, longitude: events.longitude, payload: events.payload })
    .from(events)
    .where(eq(events.eventGuid, alertGuid));
  if (!alert) return null;
  const payload = alert.payload as { site?: { name?: string } | null; device?: { deviceName?: string } | null };
  return {
    site: payload.site?.name ?? '',
    device: payload.device?.deviceName ?? null,
    at: alert.sentAt,
    latitude: alert.latitude,
    longitude: alert.longitude,
  };
}

async function runStep(tx: Tx, step: StepRow, now: Date): Promise<Outcome> {
  const settle = (status: Outcome) =>
    tx.update(escalationSteps).set({ status, doneAt: now }).where(eq(escalationSteps.id, step.id));
  const alert = await alertOf(tx, step.alertGuid);
  if (!alert || (await isAnswered(tx, step.alertGuid))) {
    await settle('cancelled');
    return 'cancelled';
  }
  const definition = step.definition as EscalationStep & { type: EscalatingType };
  const scope = { companyId: step.companyId, siteId: step.siteId, type: definition.type };
  const addresses = await stepAddresses(tx, scope, definition);
  const waited = Math.max(0, Math.floor((now.getTime() - alert.at.getTime()) / 60_000));
  await queueStepMessages(tx, { ...step, type: definition.type }, alert, waited, addresses);
  await settle('done');
  return 'done';
}

/** Runs at most `batch` due steps as of `now`; returns how many ran and how many were cancelled by an answer. */
export async function runDueSteps(db: Db, log: Logger, now = new Date(), batch = 50) {
  const counts = { done: 0, cancelled: 0 };
  for (let n = 0; n < batch; n++) {
    const outcome = await db.transaction(async (tx) => {
      const step = await claimOne(tx, now);
      return step ? runStep(tx, step, now) : null;
    });
    if (!outcome) break;
    counts[outcome]++;
  }
  if (counts.done || counts.cancelled) log.info(counts, 'escalation steps run');
  return counts;
}
