/** Tag requests made as a handset makes them (a tagEnrollment event through the handset API), and their rows. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from './fixtures';
import type { TestContext } from './helper';
import { epoch, type Fields, type Handset, placeGuard, sendAll } from './live';

/** A valid tagEnrollment event. */
export const enrollmentEvent = (name: string, serialNumber: string, extra: Fields = {}) => ({
  type: 'tagEnrollment',
  eventGuid: randomUUID(),
  sentAt: epoch(new Date()),
  name,
  serialNumber,
  ...extra,
});

/** Sends a tag request from the handset (its guard placed at its site first) and returns the request's id. */
export async function requestTag(t: TestContext, handset: Handset, name: string, serialNumber: string, extra?: Fields) {
  const event = enrollmentEvent(name, serialNumber, extra);
  await placeGuard(t, handset.token, handset.siteId);
  await sendAll(handset, [event]);
  const [row] = await rows<{ id: number }>(
    t,
    sql`select id from tag_enrollments where event_guid = ${event.eventGuid}`,
  );
  return row.id;
}

export interface EnrollmentRow {
  status: string;
  decided_by: number | null;
  decided_at: Date | string | null;
}
/** The stored request. */
export async function enrollmentRow(t: TestContext, id: number) {
  const [row] = await rows<EnrollmentRow>(
    t,
    sql`select status, decided_by, decided_at from tag_enrollments where id = ${id}`,
  );
  return row;
}

export const ENROLLMENT_URL = '/api/v1/routeTag/TagEnrollment';
