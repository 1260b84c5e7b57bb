/**
 * The registered device behind a handset call, or 403 (logged): events come only from a known device
 * of the guard's company, placed at the guard's own site.
 */
import type { FastifyRequest } from 'fastify';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import type { HandsetOrigin } from '../../events/origin';
import { forbidden } from '../../http/errors';

export function handsetOrigin(request: FastifyRequest): HandsetOrigin {
  // The auth hook read the device with the employee (one query per call).
  const handset = request.handset;
  if (!handset || handset.companyId !== request.actor.companyId) {
    request.log.warn(
      { appInstanceId: String(request.headers[APP_INSTANCE_HEADER] ?? ''), employeeId: request.actor.employeeId },
      'handset call from an unregistered app instance',
    );
    throw forbidden(MESSAGES.handset.unregistered);
  }
  if (handset.site.id !== request.actor.siteId) {
    request.log.warn(
      { deviceId: handset.device.id, employeeId: request.actor.employeeId },
      "handset call from a guard not placed at the handset's site",
    );
    throw forbidden(MESSAGES.handset.otherSite);
  }
  return { ...handset, employeeId: request.actor.employeeId };
}
