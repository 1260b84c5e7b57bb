/**
 * Accept or decline a Pending tag request, in one transaction that locks the request. Accepting makes the
 * serial a tag of the site (through the route tag module); a repeat of the same decision changes nothing and
 * answers the request as it is; the other decision on a decided request is a 409.
 */
import { eq } from 'drizzle-orm';
import type { EnrollmentStatus } from '../../../../contract/enrollment';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { tagEnrollments } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { assertOwned } from '../../plugins/auth';
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

function record(tx: Tx, actor: Actor, id: number, status: EnrollmentStatus) {
  return tx
    .update(tagEnrollments)
    .set({ status, decidedBy: actor.employeeId, decidedAt: new Date() })
    .where(eq(tagEnrollments.id, id));
}

export async function acceptEnrollment(db: Db, actor: Actor, id: number) {
  try {
    await withActor(db, actor, async (tx) => {
      const request = await lockRequest(tx, actor, id);
      if (request.status === 'Accepted') return;
      if (request.status === 'Declined') throw conflict(E.alreadyDeclined);
      const tagId = await enrollTag(tx, request.siteId, request);
      if (tagId === null) throw conflict(E.serialNumberIsTag);
      await record(tx, actor, id, 'Accepted');
    });
  } catch (error) {
    // The serial became a tag of the site meanwhile (a tag saved at the same moment): the same refusal.
    if (isUniqueViolation(error, 'route_tags_site_serial_unique')) throw conflict(E.serialNumberIsTag);
    throw error;
  }
  return getEnrollment(db, id);
}

export async function declineEnrollment(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    const request = await lockRequest(tx, actor, id);
    if (request.status === 'Declined') return;
    if (request.status === 'Accepted') throw conflict(E.alreadyAccepted);
    await record(tx, actor, id, 'Declined');
  });
  return getEnrollment(db, id);
}
