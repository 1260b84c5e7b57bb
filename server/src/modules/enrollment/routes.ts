/**
 * /api/v1/routeTag/TagEnrollment: the tag requests handsets sent (GetEnrollingTags), and the control room's
 * AcceptTag and DeclineTag (spec part 2 §7). Listing is open to every console role; deciding to admins.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeTagEnrollment } from '../../../../contract/enrollment';
import { message } from '../../../../contract/entities';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { listQuery, sendList } from '../../http/list';
import { acceptEnrollment, type Decided, declineEnrollment } from './decide';
import { listEnrollments } from './list';

const error = message;
const tags = ['tag enrollment'];
const positiveId = z.coerce.number().int().positive();
const byId = z.object({ id: positiveId });

const plugin: FastifyPluginAsyncZod = async (app) => {
  /** Every console of the company drops the request's Misc alert, answered by the decision; the request is the answer. */
  const sendDecided = ({ enrollment, answers, companyId }: Decided) => {
    for (const sent of answers) app.realtime.emit(companyId, SOCKET_EVENTS.alertAlarmResponse, sent);
    return enrollment;
  };

  app.get(
    '/routeTag/TagEnrollment/GetEnrollingTags',
    {
      schema: {
        tags,
        summary: "The company's tag requests (RouteTagEnrollment); pages, sorts and filters with sort/range/filter",
        description:
          'Newest first unless sorted. filter takes q (name, serial number, site name or status), siteId and ' +
          'status (Pending, Accepted, Declined); siteId may also be a query parameter. A sys-admin may name companyId.',
        querystring: listQuery.extend({ siteId: positiveId.optional(), companyId: positiveId.optional() }),
        response: { 200: z.array(routeTagEnrollment), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { siteId, companyId, ...query } = request.query;
      const { rows, plan } = await listEnrollments(app.db, request.actor, { siteId, companyId }, query);
      return sendList(reply, 'tagEnrollment', rows, plan);
    },
  );

  app.post(
    '/routeTag/TagEnrollment/AcceptTag/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: "Accept a Pending tag request: its name and serial number become a tag of the request's site",
        description:
          "Takes the site's unallocated row of that serial when there is one (a serial scanned there before), " +
          "else creates the tag; records who accepted it and when, and answers the request's Misc alert (sent live " +
          "as alertAlarmResponse, 'Tag accepted by {name}.'), all in one transaction. Accepting an accepted " +
          'request changes nothing and answers it as it is. 409, changing nothing, when the serial already is a ' +
          'tag of the site or the request was declined.',
        params: byId,
        response: { 200: routeTagEnrollment, 403: error, 404: error, 409: error },
      },
    },
    async (request) => sendDecided(await acceptEnrollment(app.db, request.actor, request.params.id)),
  );

  app.post(
    '/routeTag/TagEnrollment/DeclineTag/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Decline a Pending tag request; no tag is made',
        description:
          "Records who declined it and when, and answers the request's Misc alert ('Tag declined by {name}.'). " +
          'Declining a declined request changes nothing and answers it as it ' +
          'is; an accepted request is a 409 (remove the tag instead).',
        params: byId,
        response: { 200: routeTagEnrollment, 403: error, 404: error, 409: error },
      },
    },
    async (request) => sendDecided(await declineEnrollment(app.db, request.actor, request.params.id)),
  );
};

export default plugin;
