/** /api/v1/company/:companyId/escalation: the company's escalation ladders; an alert's notifications. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { alertNotification, escalationSettings, escalationSettingsInput } from '../../../../contract/escalation';
import { MESSAGES } from '../../../../contract/messages';
import { assertOwned } from '../../plugins/auth';
import { alertCompany, alertNotifications } from './notifications';
import { escalationSettings as readSettings, saveEscalationSettings } from './settings';

const error = message;
const tags = ['escalation'];
const params = z.object({ companyId: z.coerce.number().int().positive() });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:companyId/escalation',
    {
      schema: {
        tags,
        summary:
          "The company's escalation ladders for unanswered panics and please-call-mes, and whether each is the default",
        params,
        response: { 200: escalationSettings, 404: error },
      },
    },
    async (request) => {
      assertOwned(request.actor, request.params.companyId, MESSAGES.company.notFound);
      return readSettings(app.db, request.params.companyId);
    },
  );

  app.put(
    '/company/:companyId/escalation',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary:
          "Set the company's ladders (admins of the company, sys-admins); null restores the default, [] turns escalation off",
        description:
          'A step: afterMinutes (0 to 1440, the first may be 0, then each longer than the one before), recipients ' +
          "('siteContacts', 'admins', a duty number such as +27821234567, an e-mail address; 1 to 5), channels " +
          '(email, telegram, sms; at least one). At most 5 steps. Alerts already waiting keep the ladder they started with.',
        params,
        body: escalationSettingsInput,
        response: { 200: escalationSettings, 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      assertOwned(request.actor, request.params.companyId, MESSAGES.company.notFound);
      return saveEscalationSettings(app.db, request.actor, request.params.companyId, request.body);
    },
  );

  app.get(
    '/alarmAlert/:eventGuid/notifications',
    {
      schema: {
        tags,
        summary: 'Who an alert notified: each message of its first word (step null) and of its escalation steps',
        params: z.object({ eventGuid: z.uuid({ error: MESSAGES.escalation.alertNotFound }) }),
        response: { 200: z.array(alertNotification), 400: error, 404: error },
      },
    },
    async (request) => {
      const companyId = await alertCompany(app.db, request.params.eventGuid);
      assertOwned(request.actor, companyId, MESSAGES.escalation.alertNotFound);
      return alertNotifications(app.db, request.params.eventGuid);
    },
  );
};

export default plugin;
