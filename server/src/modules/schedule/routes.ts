/** /api/v1/schedule: get, upsert, removeSchedule, bySite, plans/byScheduleId, plans/generated. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, schedule, schedulePlan, schedulePlanTag } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { plansQuery } from './plansQuery';
import { generatedPlans, getSchedule, listSchedules, plansOfSchedule, removeSchedule, upsertSchedule } from './service';

const error = message;
const tags = ['schedules'];
const positive = z.coerce.number().int().positive();

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/schedule/bySite/:siteId',
    {
      schema: {
        tags,
        summary: 'Schedules of a site (times in UTC, HH:mm); pages, sorts and filters with sort/range/filter',
        params: z.object({ siteId: positive }),
        querystring: listQuery,
        response: { 200: z.array(schedule), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listSchedules(app.db, request.actor, request.params.siteId, request.query);
      return sendList(reply, 'schedule', rows, plan);
    },
  );

  app.get(
    '/schedule/plans/byScheduleId/:id',
    {
      schema: {
        tags,
        summary: "The schedule's plans that have not ended (times in epoch seconds)",
        params: z.object({ id: positive }),
        response: { 200: z.object({ recordset: z.array(schedulePlan) }), 404: error },
      },
    },
    async (request) => ({ recordset: await plansOfSchedule(app.db, request.actor, request.params.id) }),
  );

  app.get(
    '/schedule/plans/generated/:siteId',
    {
      schema: {
        tags,
        summary: 'Generated plan lines of a site: one per tag of each plan that has not ended (epoch seconds)',
        description:
          'Sorted by start time unless told; q searches the route and tag names; startDate and endDate keep the ' +
          'plans starting in [startDate, endDate) (either may be left out).',
        params: z.object({ siteId: positive }),
        querystring: plansQuery,
        response: { 200: z.array(schedulePlanTag), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await generatedPlans(app.db, request.actor, request.params.siteId, request.query);
      return sendList(reply, 'schedulePlanTag', rows, plan);
    },
  );

  app.get(
    '/schedule/:id',
    {
      schema: {
        tags,
        summary: 'One schedule',
        params: z.object({ id: positive }),
        response: { 200: schedule, 404: error },
      },
    },
    async (request) => getSchedule(app.db, request.actor, request.params.id),
  );

  app.post(
    '/schedule',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary:
          'Create (no id) or update a schedule. Times are UTC (HH:mm); the day window must lie in 06:00–17:59 and the ' +
          'night window in 18:00–05:59 South African time, running forward through one night (never through the day); ' +
          'each window that is on must last at least the route duration; a window with equal start and end is off. ' +
          "A ticked day's night window runs in the night that begins that evening (one starting after midnight runs on " +
          'the next calendar day). Plans after now are made anew.',
        body: validation.scheduleUpsert,
        response: { 200: schedule, 400: error, 403: error, 404: error },
      },
    },
    async (request) => upsertSchedule(app.db, request.actor, request.body),
  );

  app.post(
    '/schedule/removeSchedule',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary:
          'Remove a schedule: its plans that have not started go; plans that have, with their patrols, stay for history',
        body: z.strictObject({ scheduleId: z.number().int().positive() }),
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeSchedule(app.db, request.actor, request.body.scheduleId);
      return { message: MESSAGES.schedule.removed };
    },
  );
};

export default plugin;
