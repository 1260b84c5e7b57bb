import type { Identifier } from 'react-admin';
import type { RouteTagEnrollment } from '../../contract/enrollment';
import { pathPart, postJson } from './httpClient';

const TAG_ENROLLMENT = 'routeTag/TagEnrollment';

async function decide(decision: 'AcceptTag' | 'DeclineTag', id: Identifier): Promise<RouteTagEnrollment> {
  const { json } = await postJson(`${TAG_ENROLLMENT}/${decision}/${pathPart(id)}`, {});
  return json as RouteTagEnrollment;
}

/**
 * Deciding a tag request (spec part 2 §7); the list itself is the `tag-enrollment` resource's getList.
 * Both answer the request as it is now; a repeat of the same decision changes nothing.
 */
export const enrollmentMethods = {
  acceptTag: (id: Identifier) => decide('AcceptTag', id),
  declineTag: (id: Identifier) => decide('DeclineTag', id),
};
