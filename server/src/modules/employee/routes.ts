/** /api/v1/employee: byCompany, get, upsert, removeEmployee. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employee, message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import { getEmployee, listEmployees, removeEmployee, upsertEmployee } from './service';

const error = message;
const tags = ['employees'];
const companyParam = z.object({ companyId: z.coerce.number().int().positive() });

const plugin: FastifyPluginAsyncZod = async (app) => {
  const list = {
    schema: {
      tags,
      summary: 'Employees of a company with siteId and siteName; pages, sorts and filters with sort/range/filter',
      querystring: listQuery.extend({ companyId: z.coerce.number().int().positive().optional() }),
      response: { 200: z.array(employee), 400: error, 404: error },
    },
  };
  app.get('/employee/byCompany', list, async (request, reply) => {
    const { rows, plan } = await listEmployees(
      app.db,
      companyScope(request.actor, request.query.companyId),
      request.query,
    );
    return sendList(reply, 'employee', rows, plan);
  });
  app.get(
    '/employee/byCompany/:companyId',
    { schema: { ...list.schema, params: companyParam } },
    async (request, reply) => {
      const companyId = companyScope(request.actor, request.params.companyId);
      const { rows, plan } = await listEmployees(app.db, companyId, request.query);
      return sendList(reply, 'employee', rows, plan);
    },
  );

  app.get(
    '/employee/:id',
    {
      schema: {
        tags,
        summary: 'One employee',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: employee, 404: error },
      },
    },
    async (request) => getEmployee(app.db, request.actor, request.params.id),
  );

  app.post(
    '/employee',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: "Create (no id, with password) or update an employee; the security-guard role is 'default'",
        body: validation.employeeUpsert,
        response: { 200: employee, 400: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => upsertEmployee(app.db, request.actor, request.body, app.realtime.endSessions),
  );

  app.post(
    '/employee/removeEmployee',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Remove an employee',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeEmployee(app.db, request.actor, request.body.id, app.realtime.endSessions);
      return { message: MESSAGES.employee.removed };
    },
  );
};

export default plugin;
