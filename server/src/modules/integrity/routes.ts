/**
 * /api/v1/integrity: whether a site's stored events of a period are intact, checked against their hash chains and
 * signed checkpoints; the audit log's check; the signed checkpoints of a period, for whoever keeps a copy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '../../../../contract/entities';
import {
  auditIntegrityQuery,
  auditIntegrityResult,
  checkpointsQuery,
  checkpointsResult,
  heldCheckpoints,
  heldResult,
  integrityQuery,
  integrityResult,
} from '../../../../contract/integrity';
import { companyScope } from '../../plugins/auth';
import { listCheckpoints } from './checkpoints';
import { checkAuditIntegrity, checkHeldCheckpoints, checkIntegrity, siteOfCompany } from './service';

const CHECKPOINTS =
  "Each chain's head (its last row's seq and hash, and the rows in it) is recorded at least hourly when it moved, " +
  'signed with an Ed25519 key that is not in the database.';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrity',
    {
      schema: {
        tags: ['reports'],
        summary: "Whether a site's events of a period are as stored, none changed and none missing between them",
        description:
          'Every handset event (and every alert the server raises) is chained as it is stored: its hash is SHA-256 ' +
          "of the hash before it in its device's chain and its content. The check recomputes each event's hash of " +
          'the site and period [startDate, endDate) and looks for the event before it; firstBroken is the earliest ' +
          'by sent time where either fails. ' +
          CHECKPOINTS +
          ' Each chain the period touches is compared with its checkpoints (from the last before startDate to the newest): ' +
          "a signature not the key's, a checkpoint removed, a chain shorter than signed, a signed row gone or with " +
          'another hash, and seqs missing are findings (chain, device, seq range). Rows stored after the newest ' +
          'checkpoint are vouched for by none yet.',
        querystring: integrityQuery,
        response: { 200: integrityResult, 400: message, 404: message },
      },
    },
    async (request) => checkIntegrity(app.db, companyScope(request.actor, request.query.companyId), request.query),
  );

  app.get(
    '/integrity/checkpoints',
    {
      schema: {
        tags: ['reports'],
        summary: "The signed checkpoints made in a period (a day), of a site's chains or of all the company's",
        description:
          `${CHECKPOINTS} A client who keeps them can check the record later against its own copy: the ` +
          "signature with the public key given here, and the row each one names. The audit log's chain is listed " +
          'only without siteId.',
        querystring: checkpointsQuery,
        response: { 200: checkpointsResult, 400: message, 404: message },
      },
    },
    async (request) => {
      const { companyId, ...filter } = request.query;
      const scope = companyScope(request.actor, companyId);
      if (filter.siteId !== undefined) await siteOfCompany(app.db, scope, filter.siteId);
      return listCheckpoints(app.db, scope, filter);
    },
  );

  app.post(
    '/integrity/checkpoints/check',
    {
      schema: {
        tags: ['reports'],
        summary: 'The record checked against checkpoints a client kept (its copy)',
        description:
          "Each checkpoint must carry this server's signature, and its chain must still hold the row it signed, with " +
          'that hash, and be no shorter. Unlike the stored checkpoints, a copy kept outside cannot be removed with the ' +
          'rows it held. A read: admins and controllers (a sys-admin names companyId).',
        body: heldCheckpoints,
        response: { 200: heldResult, 400: message, 404: message },
      },
    },
    async (request) => {
      const { companyId, checkpoints } = request.body;
      return checkHeldCheckpoints(app.db, companyScope(request.actor, companyId), checkpoints);
    },
  );

  app.get(
    '/integrity/audit',
    {
      config: { access: 'write' },
      schema: {
        tags: ['audit'],
        summary: "Whether the company's audit log is as written: none changed, none removed",
        description:
          'Every audit row is chained per company as it is written (SHA-256 of the hash before it and its content). ' +
          `${CHECKPOINTS} The check recomputes every row's hash and link and compares the chain with its checkpoints. ` +
          'Admins their company; a sys-admin any (companyId).',
        querystring: auditIntegrityQuery,
        response: { 200: auditIntegrityResult, 403: message, 404: message },
      },
    },
    async (request) => checkAuditIntegrity(app.db, companyScope(request.actor, request.query.companyId)),
  );
};

export default plugin;
