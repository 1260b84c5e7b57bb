/**
 * /api/v1/notify: which channels are configured (for the console's notice), and BulkSMS's delivery reports
 * (its status webhook, at the URL the server logs at start when SMS is configured; see deliveryReports.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/messages';
import { notifyChannels } from '../../../contract/notify';
import type { Config } from '../config';
import { notFound } from '../http/errors';
import { configuredChannels } from './channels';
import { setConsoleUrl } from './consoleUrl';
import { applyReports, isReportsSecret, reportsUrl, statusReport } from './deliveryReports';

const tags = ['notify'];

const plugin: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  setConsoleUrl(config.publicUrl);
  const { sms } = config;
  if (sms)
    app.log.info(
      { url: reportsUrl(sms, config.publicUrl) },
      'SMS delivery reports: register this URL as the BulkSMS webhook (trigger SENT)',
    );

  app.get(
    '/notify/channels',
    {
      schema: {
        tags,
        summary: 'Which notification channels are configured (SMTP_URL, TELEGRAM_BOT_TOKEN, SMS_API_USER/PASSWORD)',
        description: 'A channel not configured records its messages as undeliverable.',
        response: { 200: notifyChannels },
      },
    },
    async () => configuredChannels(config),
  );

  app.post(
    '/notify/sms/reports/:secret',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ secret: z.string().max(100) }),
        body: z.array(statusReport).max(1000),
        response: { 200: z.object({ updated: z.number() }), 404: message },
      },
    },
    async (request) => {
      if (!sms || !isReportsSecret(sms, request.params.secret)) throw notFound(MESSAGES.request.notFound);
      return { updated: await applyReports(app.db, request.body) };
    },
  );
};

export default plugin;
