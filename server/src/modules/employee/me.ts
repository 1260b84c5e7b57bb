/** GET /api/v1/employee/me: the signed-in employee, with its company and site names (any signed-in role). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { notFound } from '../../http/errors';
import { findEmployee } from './service';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employee/me',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['session'], summary: 'The signed-in employee', response: { 200: currentUser, 401: message } },
    },
    async (request) => {
      const me = await findEmployee(app.db, request.actor.employeeId);
      if (!me) throw notFound(MESSAGES.employee.notFound);
      return me;
    },
  );
};

export default plugin;
