/**
 * /api/v1/incidents: the incident reports of a company's handsets (issue 34). Reading, correcting, noting and
 * approving are open to admins and controllers (and a sys-admin, in the company it names): it is control-room work,
 * like answering an alert (docs/decisions.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { type Incident, incident, incidentQuery, incidentUpdate } from '../../../../contract/incidents';
import { MESSAGES } from '../../../../contract/messages';
import { listQuery, sendList } from '../../http/list';
import { approveIncident, getIncident, incidentUpdated, listIncidents, updateIncident } from './service';

const error = message;
const tags = ['incidents'];
const byId = z.object({ id: z.coerce.number().int().positive() });

const plugin: FastifyPluginAsyncZod = async (app) => {
  /** Stored first, then told to the company's consoles (incident-qa.incident): their list and detail refresh. */
  const tell = (incident: Incident) => {
    const { companyId, event, payload } = incidentUpdated(incident);
    app.realtime.emit(companyId, event, payload);
    return incident;
  };
  app.get(
    '/incidents',
    {
      schema: {
        tags,
        summary: "The company's incident reports; pages, sorts and filters with sort/range/filter",
        description:
          'Newest first unless sorted (sentAt, siteName, category, severity, status, guardName, id). siteId, ' +
          'startDate and endDate (epoch seconds, [start, end)) and status narrow the list, as query parameters or ' +
          'in filter (which also takes severity and q: category, text, site or guard). Content-Range answers the ' +
          'total. Admins and controllers see their own company; a sys-admin may name companyId.',
        querystring: listQuery.extend(incidentQuery.shape),
        response: { 200: z.array(incident), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { sort, range, filter, ...scope } = request.query;
      const { rows, plan } = await listIncidents(app.db, request.actor, scope, { sort, range, filter });
      return sendList(reply, 'incidents', rows, plan);
    },
  );

  app.get(
    '/incidents/:id',
    {
      schema: {
        tags,
        summary: 'One incident report, with its photos, position, notes and approval',
        params: byId,
        response: { 200: incident, 404: error },
      },
    },
    async (request) => getIncident(app.db, request.actor, request.params.id),
  );

  app.post(
    '/incidents/:id',
    {
      schema: {
        tags,
        summary: "Correct an incident's text, category or severity, or set its internal notes",
        description:
          'Send any of text, category, severity and note; what is left out stays. The first change of the text ' +
          "keeps the guard's own in originalText; every change is in the audit log with who made it. 400 " +
          `"${MESSAGES.incident.nothingToChange}" when nothing is sent.`,
        params: byId,
        body: incidentUpdate,
        response: { 200: incident, 400: error, 404: error },
      },
    },
    async (request) => tell(await updateIncident(app.db, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/incidents/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve the incident for the client: status new → approved, with who and when',
        description:
          "Approving an approved incident changes nothing and answers it as it is. The company's consoles are told " +
          '(incident-qa.incident), as they are of a correction.',
        params: byId,
        response: { 200: incident, 404: error },
      },
    },
    async (request) => tell(await approveIncident(app.db, request.actor, request.params.id)),
  );
};

export default plugin;
