/** /api/v1/alert (byDateRange, unrespondedTo, since), /api/v1/alarmAlert/respond and /api/v1/alarmAlert/acknowledge. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { BULK_ACKNOWLEDGE_MAX, SOCKET_EVENTS } from '../../../../contract/events';
import { fill, MESSAGES } from '../../../../contract/messages';
import { epochSecondsInput } from '../../../../contract/validation';
import { companyScope } from '../../plugins/auth';
import { dateAt } from '../../time';
import { acknowledge } from './acknowledge';
import { byDateRange, latestEventId, respond, since, unrespondedTo } from './service';

const error = message;
const tags = ['alerts'];
const companyId = z.coerce.number().int().positive().optional();
const alert = z.looseObject({ id: z.number(), type: z.string(), eventGuid: z.string().optional() });
const answer = z.looseObject({ eventGuid: z.string(), message: z.string(), respondedToGuid: z.string() });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alert/byDateRange',
    {
      schema: {
        tags,
        summary:
          'Live events of a company between startDate and endDate (epoch seconds); the console asks 06:00 to 06:00',
        querystring: z.object({
          startDate: epochSecondsInput('startDate', { coerce: true }),
          endDate: epochSecondsInput('endDate', { coerce: true }),
          companyId,
        }),
        response: { 200: z.array(alert), 404: error },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      return byDateRange(
        app.db,
        companyScope(request.actor, request.query.companyId),
        dateAt(startDate),
        dateAt(endDate),
      );
    },
  );

  app.get(
    '/alert/unrespondedTo',
    {
      schema: {
        tags,
        summary:
          'Alerts of the last 7 days nobody has answered: panics, please-call-me, device offline, battery low and boundary exits, failed and incomplete patrols',
        querystring: z.object({ companyId }),
        response: { 200: z.array(alert), 404: error },
      },
    },
    async (request, reply) => {
      const scope = companyScope(request.actor, request.query.companyId);
      reply.header('x-last-event-id', String(await latestEventId(app.db, scope)));
      return unrespondedTo(app.db, scope);
    },
  );

  app.get(
    '/alert/since',
    {
      schema: {
        tags,
        summary: 'Live events stored after event id `afterId`: a console resyncs with it after a reconnect',
        querystring: z.object({ afterId: z.coerce.number().int().nonnegative(), companyId }),
        response: { 200: z.array(alert), 404: error },
      },
    },
    async (request) => since(app.db, companyScope(request.actor, request.query.companyId), request.query.afterId),
  );

  app.post(
    '/alarmAlert/respond',
    {
      schema: {
        tags,
        summary: 'Answer an alert; every console of the company drops it (alertAlarmResponse)',
        description:
          'respondedToGuid is the eventGuid, or completedEventGuid for a patrol. topic: critical-qa for panic; patrol-qa for tag scans and ' +
          'patrol events (a tag overdue too); chat-qa for message, pleaseCallMe and battery; attendance-qa for attendance; ' +
          'tagEnrollment-qa for a tag enrollment request; deviceLocation-qa for a boundary exit; otherwise devicestatus-qa. ' +
          'respondedAt is checked but not kept: the server stamps the time it takes the answer.',
        body: z.strictObject({
          message: z.string({ error: MESSAGES.alert.explain }).max(4000),
          respondedAt: epochSecondsInput('respondedAt', { coerce: true }),
          respondedToType: z.string().max(64),
          respondedToGuid: z.uuid({ error: MESSAGES.alert.notFound }),
          companyId: z.number().int().positive().optional(),
          employeeId: z.number().int().positive().optional(),
          topic: z.string().max(64),
        }),
        response: {
          200: z.looseObject({ eventGuid: z.string(), message: z.string() }),
          400: error,
          404: error,
          409: error,
        },
      },
    },
    async (request) => {
      const scope = companyScope(request.actor, request.body.companyId);
      const { answer, also } = await respond(app.db, request.actor, scope, request.body);
      for (const sent of [answer, ...also]) app.realtime.emit(scope, SOCKET_EVENTS.alertAlarmResponse, sent);
      return answer;
    },
  );

  app.post(
    '/alarmAlert/acknowledge',
    {
      schema: {
        tags,
        summary: 'Acknowledge routine alerts at once; every console of the company drops them (alertAlarmResponse)',
        description:
          'Each alert named is recorded as answered by the caller with a standard message; one answered already is skipped, ' +
          'and a patrol scan judgement answers its tag scan too. Panics and please-call-me alerts are refused (400) and nothing ' +
          'changes; an unknown guid or one of another company is 404. Answers the answers stored.',
        body: z.strictObject({
          eventGuids: z
            .array(z.uuid({ error: MESSAGES.alert.notFound }))
            .min(1, { error: MESSAGES.alert.bulkEmpty })
            .max(BULK_ACKNOWLEDGE_MAX, { error: fill(MESSAGES.alert.bulkTooMany, { max: BULK_ACKNOWLEDGE_MAX }) }),
          companyId: z.number().int().positive().optional(),
        }),
        response: { 200: z.strictObject({ answers: z.array(answer) }), 400: error, 404: error },
      },
    },
    async (request) => {
      const scope = companyScope(request.actor, request.body.companyId);
      const answers = await acknowledge(app.db, request.actor, scope, request.body.eventGuids);
      for (const sent of answers) app.realtime.emit(scope, SOCKET_EVENTS.alertAlarmResponse, sent);
      return { answers };
    },
  );
};

export default plugin;
