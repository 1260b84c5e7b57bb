/**
 * /api/v1/clients: a company's clients, who read their sites through the portal (issue 33). Admins add, change, send
 * sign-in links and revoke (a sys-admin in the company it names); controllers read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { client, clientCreate, clientLink, clientQuery, clientUpdate } from '../../../../contract/portal';
import { listQuery, sendList } from '../../http/list';
import { createLink, type LinkOptions, revokeClient } from './access';
import { createClient, getClient, listClients, updateClient } from './service';

const error = message;
const tags = ['clients'];
const byId = z.object({ id: z.coerce.number().int().positive() });
const write = { access: 'write' as const };

const plugin: FastifyPluginAsyncZod<LinkOptions> = async (app, links) => {
  app.get(
    '/clients',
    {
      schema: {
        tags,
        summary: "The company's clients; pages, sorts and searches with sort/range/filter",
        description:
          'Admins and controllers see their own company; a sys-admin may name companyId. Sorted by name unless ' +
          'sort says (id, name, emailAddress, createdAt); filter q searches name and e-mail address; siteId keeps the ' +
          'clients who may see that site.',
        querystring: listQuery.extend(clientQuery.shape),
        response: { 200: z.array(client), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { companyId, siteId, ...query } = request.query;
      const { rows, plan } = await listClients(app.db, request.actor, companyId, query, siteId);
      return sendList(reply, 'clients', rows, plan);
    },
  );

  app.get(
    '/clients/:id',
    { schema: { tags, summary: 'One client', params: byId, response: { 200: client, 404: error } } },
    async (request) => getClient(app.db, request.actor, request.params.id),
  );

  app.post(
    '/clients',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a client: a name, an e-mail address and the sites they may see',
        description:
          'No password is set: send a sign-in link (POST /clients/{id}/link). 400 for a site not of the company; 409 ' +
          `"${MESSAGES.client.emailTaken}" for an address another client of the company has. Admins only.`,
        body: clientCreate,
        response: { 200: z.object({ id: z.number().int() }), 400: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => createClient(app.db, request.actor, request.body),
  );

  app.post(
    '/clients/:id',
    {
      config: write,
      schema: {
        tags,
        summary: "Change a client's name, e-mail address or sites; what is left out stays",
        description: "A change of sites takes effect on the client's next call. Admins only.",
        params: byId,
        body: clientUpdate,
        response: { 200: client, 400: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => updateClient(app.db, request.actor, request.params.id, request.body),
  );

  app.post(
    '/clients/:id/link',
    {
      config: write,
      schema: {
        tags,
        summary: 'A single-use sign-in link (15 minutes) of the form /portal#token=…, to copy',
        description:
          'E-mailed to the client too when mail is configured (emailed says so). Only its hash is stored; the ' +
          "client's earlier unused links end with it, and a revoked client is let in again. Admins only.",
        params: byId,
        response: { 200: clientLink, 403: error, 404: error },
      },
    },
    async (request) => createLink(app.db, request.actor, request.params.id, links),
  );

  app.post(
    '/clients/:id/revoke',
    {
      config: write,
      schema: {
        tags,
        summary: 'End every session of the client at once, and every link not used yet',
        description:
          'The portal answers its next call 401. A new link (POST /clients/{id}/link) lets the client in again.',
        params: byId,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => revokeClient(app.db, request.actor, request.params.id),
  );
};

export default plugin;
