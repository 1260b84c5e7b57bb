/**
 * Accept or decline a Pending tag request, in one transaction that locks the request. Accepting makes the
 * serial a tag of the site (through the route tag module); a repeat of the same decision changes nothing and
 * answers the request as it is; the other decision on a decided request is a 409. Deciding also answers the
 * request's Misc alert ('Tag enrollment requested: …') in the same transaction, naming who decided and how, so
 * the operator never closes the same job twice; the route sends that answer to every console (alertAlarmResponse).
 */
import { eq } from 'drizzle-orm';
import type { EnrollmentStatus } from '../../../../contract/enrollment';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { employees, tagEnrollments } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { assertOwned } from '../../plugins/auth';
import { type AnswerPayload, answerPayloads, storeAnswers } from '../alert/answers';
import { enrollTag } from '../routeTag/scanned';
import { getEnrollment } from './read';

const E = MESSAGES.enrollment;

/** The request, locked until the transaction ends; 404 when the actor may not touch it. */
async function lockRequest(tx: Tx, actor: Actor, id: number) {
  const [request] = await tx.select().from(tagEnrollments).where(eq(tagEnrollments.id, id)).for('update');
  if (!request) throw notFound(E.notFound);
  assertOwned(actor, request.companyId, E.notFound);
  return request;
}

type Request = Awaited<ReturnType<typeof lockRequest>>;

/** Records the decision, and answers the request's alert (when it came as one) naming who decided and how. */
async function record(tx: Tx, actor: Actor, request: Request, status: EnrollmentStatus) {
  const decidedAt = new Date();
  await tx
    .update(tagEnrollments)
    .set({ status, decidedBy: actor.employeeId, decidedAt })
    .where(eq(tagEnrollments.id, request.id));
  if (!request.eventGuid) return [];
  const [who] = await tx
    .select({ name: employees.name, surname: employees.surname })
    .from(employees)
    .where(eq(employees.id, actor.employeeId));
  const name = who ? `${who.name} ${who.surname}`.trim() : '';
  const message = fill(status === 'Accepted' ? E.answeredAccepted : E.answeredDeclined, { name });
  return storeAnswers(
    tx,
    actor,
    request.companyId,
    [{ guid: request.eventGuid, type: 'tagEnrollment' }],
    message,
    decidedAt,
  );
}

/** The decided request, and the answer its alert got now (none on a repeat), for the route to send live. */
export interface Decided {
  enrollment: Awaited<ReturnType<typeof getEnrollment>>;
  answers: AnswerPayload[];
  companyId: number;
}

async function decided(db: Db, actor: Actor, id: number, companyId: number, saved: Awaited<ReturnType<typeof record>>) {
  const answers = saved.length ? await answerPayloads(db, actor, companyId, saved) : [];
  return { enrollment: await getEnrollment(db, id), answers, companyId };
}

export async function acceptEnrollment(db: Db, actor: Actor, id: number): Promise<Decided> {
  try {
    const { companyId, saved } = await withActor(db, actor, async (tx) => {
      const request = await lockRequest(tx, actor, id);
      if (request.status === 'Accepted') return { companyId: request.companyId, saved: [] };
      if (request.status === 'Declined') throw conflict(E.alreadyDeclined);
      const tagId = await enrollTag(tx, request.siteId, request);
      if (tagId === null) throw conflict(E.serialNumberIsTag);
      return { companyId: request.companyId, saved: await record(tx, actor, request, 'Accepted') };
    });
    return await decided(db, actor, id, companyId, saved);
  } catch (error) {
    // The serial became a tag of the site meanwhile (a tag saved at the same moment): the same refusal.
    if (isUniqueViolation(error, 'route_tags_site_serial_unique')) throw conflict(E.serialNumberIsTag);
    throw error;
  }
}

export async function declineEnrollment(db: Db, actor: Actor, id: number): Promise<Decided> {
  const { companyId, saved } = await withActor(db, actor, async (tx) => {
    const request = await lockRequest(tx, actor, id);
    if (request.status === 'Declined') return { companyId: request.companyId, saved: [] };
    if (request.status === 'Accepted') throw conflict(E.alreadyAccepted);
    return { companyId: request.companyId, saved: await record(tx, actor, request, 'Declined') };
  });
  return decided(db, actor, id, companyId, saved);
}
