/** The registered device behind a handset call, or 403 (logged): events come only from known devices of the guard's company. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { devices, sites } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { Origin } from '../events/live';

export async function handsetOrigin(app: FastifyInstance, request: FastifyRequest): Promise<Origin> {
  const appInstanceId = String(request.headers[APP_INSTANCE_HEADER] ?? '');
  const [row] = appInstanceId
    ? await app.db
        .select({
          device: { id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber },
          site: { id: sites.id, name: sites.name, address: sites.address },
          companyId: devices.companyId,
        })
        .from(devices)
        .innerJoin(sites, eq(sites.id, devices.siteId))
        .where(eq(devices.appInstanceId, appInstanceId))
    : [];
  if (!row || row.companyId !== request.actor.companyId) {
    request.log.warn(
      { appInstanceId, employeeId: request.actor.employeeId },
      'handset call from an unregistered app instance',
    );
    throw forbidden(MESSAGES.handset.unregistered);
  }
  return { companyId: row.companyId, device: row.device, site: row.site, employeeId: request.actor.employeeId };
}
