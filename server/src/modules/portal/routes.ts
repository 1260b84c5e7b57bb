/**
 * /api/v1/portal: the client's window (issue 33). A sign-in link's token is exchanged for a session here; every other
 * call takes that session (x-access-token) and nothing else, and reads the company and the sites from it, never from
 * the request. No route outside this folder takes a client's session (plugins/auth.ts), and these take no employee's.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOKEN_HEADER } from '../../../../contract/constants';
import { message } from '../../../../contract/entities';
import { checkpointsQuery, checkpointsResult } from '../../../../contract/integrity';
import { MESSAGES } from '../../../../contract/messages';
import {
  portalAlert,
  portalIncident,
  portalLinkBody,
  portalMe,
  portalPreferences,
  portalPreferencesBody,
  portalSessionBody,
  portalSite,
  portalSla,
  portalSlaQuery,
} from '../../../../contract/portal';
import type { FileStore } from '../../integrations/fileStore';
import { type ClientScope, clientSession, exchangeLink, type LinkOptions, requestLink } from '../client/access';
import { clientPreferences, setClientPreferences } from '../client/preferences';
import { printReport } from '../reports/pdf/printer';
import copyRoutes from './copyRoutes';
import { clientCheckpoints } from './evidence';
import { incidentPhoto, portalAlerts, portalIncidents } from './reads';
import reportRoutes from './reportRoutes';
import { monthlySla } from './sla';
import { portalSites } from './today';

declare module 'fastify' {
  interface FastifyRequest {
    /** On a portal route: the client of the session, its company and its sites. */
    client: ClientScope;
  }
}

const error = message;
const tags = ['portal'];
const portal = { access: 'portal' as const };

/** The signed-in client as the portal shows it: its name, its company's and the company's colour. */
const portalMeOf = ({ name, companyName, portalColour, timeZone, expiresAt }: ClientScope) => ({
  name,
  companyName,
  portalColour,
  timeZone,
  expiresAt,
});

const plugin: FastifyPluginAsyncZod<LinkOptions & { rateLimit: number; files: FileStore }> = async (app, opts) => {
  app.decorateRequest('client', null as never);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.access !== 'portal') return;
    const header = request.headers[TOKEN_HEADER];
    request.client = await clientSession(app.db, Array.isArray(header) ? header[0] : header);
  });
  const limited = {
    access: 'public' as const,
    rateLimit: {
      max: opts.rateLimit,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.portal.tooManyLinks }),
    },
  };

  app.post(
    '/portal/session',
    {
      config: limited,
      schema: {
        tags,
        summary: "Exchange a sign-in link's token for a session; the session comes back in the x-access-token header",
        description:
          `The token is what follows #token= in the link. It works once and for 15 minutes. 400 "${MESSAGES.portal.linkUsed}", ` +
          `"${MESSAGES.portal.linkExpired}", "${MESSAGES.portal.linkRevoked}" or "${MESSAGES.portal.linkUnknown}". The session ` +
          'lasts 30 days from its last use and is taken by /api/v1/portal/* only.',
        body: portalSessionBody,
        response: { 200: portalMe, 400: error, 429: error },
      },
    },
    async (request, reply) => {
      const { token } = await exchangeLink(app.db, request.body.token);
      const client = await clientSession(app.db, token);
      reply.header(TOKEN_HEADER, token);
      return portalMeOf(client);
    },
  );

  app.post(
    '/portal/link',
    {
      config: limited,
      schema: {
        tags,
        summary: "'Send me a new link': e-mails a new sign-in link to a client with this address",
        description:
          "The same answer whether or not the address is a client's (a revoked client is sent nothing). Rate-limited.",
        body: portalLinkBody,
        response: { 200: message, 429: error },
      },
    },
    async (request) => {
      await requestLink(app.db, request.body.emailAddress, opts);
      return { message: MESSAGES.portal.linkSent };
    },
  );

  app.get(
    '/portal/me',
    {
      config: portal,
      schema: { tags, summary: 'The signed-in client and its company', response: { 200: portalMe, 401: error } },
    },
    async (request) => portalMeOf(request.client),
  );

  app.get(
    '/portal/sites',
    {
      config: portal,
      schema: {
        tags,
        summary:
          "The client's sites, each with Today: patrols planned, done, in progress, missed, checkpoints missed, last guard seen",
        response: { 200: z.array(portalSite), 401: error },
      },
    },
    async (request) => portalSites(app.db, request.client),
  );

  app.get(
    '/portal/incidents',
    {
      config: portal,
      schema: {
        tags,
        summary: "The approved incident reports of the client's sites, newest first",
        description: "Their text as the control room approved it; never the guard's original text nor internal notes.",
        response: { 200: z.array(portalIncident), 401: error },
      },
    },
    async (request) => portalIncidents(app.db, request.client),
  );

  app.get(
    '/portal/incidents/:id/photos/:index',
    {
      config: portal,
      schema: {
        tags,
        summary: "A photo of an approved incident report of the client's sites (index from 0)",
        description:
          "The image as the guard's handset uploaded it. 404 for an incident not approved, not of the client's " +
          'sites, or a photo it does not have.',
        params: z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0) }),
        response: { 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const file = await incidentPhoto(app.db, opts.files, request.client, request.params.id, request.params.index);
      if (!file) return reply.status(404).send({ message: MESSAGES.portal.photoNotFound });
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.get(
    '/portal/checkpoints',
    {
      config: portal,
      schema: {
        tags,
        summary: "The signed checkpoints of the client's sites' chains made in a period: the client's own copy",
        description:
          "Each handset chain's head of the client's sites, signed at least hourly with a key not in the database " +
          '(Ed25519; the public key is in the answer). Kept by the client, they let the record be checked later against ' +
          "a copy the company cannot rewrite. siteId: one of the client's sites (404 otherwise); companyId is the " +
          "client's own company whatever is sent. At most 31 days.",
        querystring: checkpointsQuery,
        response: { 200: checkpointsResult, 400: error, 401: error, 404: error },
      },
    },
    async (request) => clientCheckpoints(app.db, request.client, request.query),
  );

  app.get(
    '/portal/alerts',
    {
      config: portal,
      schema: {
        tags,
        summary: "The alerts of the client's sites over the last 30 days, newest first, with their answers",
        description: "A panic's or call-back's position only once the control room has answered it.",
        response: { 200: z.array(portalAlert), 401: error },
      },
    },
    async (request) => portalAlerts(app.db, request.client),
  );

  const kinds =
    'Each kind of message to site contacts, on (sent) or off: reports (the daily and weekly site reports), panics, ' +
    'welfareMissed, pleaseCalls (call-back requests), failedPatrols (and their revised verdicts), batteryLow, boundary. ' +
    "All are on until the client turns one off; they govern what the client's own contact entries at their sites are " +
    'sent, never any other contact.';

  app.get(
    '/portal/preferences',
    {
      config: portal,
      schema: {
        tags,
        summary: 'Which messages the client wants',
        description: kinds,
        response: { 200: portalPreferences, 401: error },
      },
    },
    async (request) => clientPreferences(app.db, request.client),
  );

  app.post(
    '/portal/preferences',
    {
      config: portal,
      schema: {
        tags,
        summary: 'Turn kinds of message on or off; the kinds left out stay as they are',
        description: `${kinds} Answers every kind as now stored. The change is in the audit log.`,
        body: portalPreferencesBody,
        response: { 200: portalPreferences, 400: error, 401: error },
      },
    },
    async (request) => setClientPreferences(app.db, request.client, request.body),
  );

  const slaDescription =
    "The month runs from 06:00 of its first day to 06:00 of the next month's first (the company's clock, the reports' " +
    "shift days). Patrols and tags are the site report's figures for those days; response times run from an alert " +
    'being sent to its first answer (median, 95th percentile by nearest rank); incidents are the approved ones; the ' +
    "record is the hash chains' check with the signed checkpoints. The current month is provisional. " +
    `400 "${MESSAGES.portal.badMonth}" or "${MESSAGES.portal.futureMonth}"; 404 for a site not the client's.`;

  app.get(
    '/portal/sla',
    {
      config: portal,
      schema: {
        tags,
        summary: "The monthly SLA sheet of the client's sites (or of one), per site and in total",
        description: slaDescription,
        querystring: portalSlaQuery,
        response: { 200: portalSla, 400: error, 401: error, 404: error },
      },
    },
    async (request) => monthlySla(app.db, request.client, request.query),
  );

  app.get(
    '/portal/sla.pdf',
    {
      config: portal,
      schema: {
        tags,
        summary: 'The monthly SLA sheet as a PDF (application/pdf)',
        description: slaDescription,
        querystring: portalSlaQuery,
        response: { 400: error, 401: error, 404: error },
      },
    },
    async (request, reply) => {
      const sla = await monthlySla(app.db, request.client, request.query);
      const site = request.query.siteId === undefined ? 'sites' : `site-${request.query.siteId}`;
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="sla-${sla.month}-${site}.pdf"`);
      // The PDF is sent as it is: no response schema serialises it (reports/reportFile.ts sends its files alike).
      return (reply as FastifyReply).send(await printReport({ kind: 'sla', sla }));
    },
  );

  await app.register(reportRoutes, { files: opts.files });
  await app.register(copyRoutes);
};

export default plugin;
