/**
 * Reads the Telegram bot's updates (a contact pressing Start on its one-time link) and binds chats to contacts.
 * With an https PUBLIC_URL it registers the webhook (setWebhook) and the route applies what Telegram posts;
 * otherwise it long-polls getUpdates from the stored offset. Two instances polling at once make Telegram refuse the
 * older poll (409 Conflict): that one waits and polls again, and the offset, claimed FOR UPDATE SKIP LOCKED, keeps
 * each update applied once.
 */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { timedRun } from '../metrics/tally';
import { applyUpdates, nextOffset, type Update } from '../modules/telegram/updates';
import { usesWebhook, webhookSecret, webhookUrl } from '../modules/telegram/webhook';
import { callBot, type Telegram } from '../notify/telegram';

/** How long one getUpdates waits for an update (Telegram's long polling timeout). */
const POLL_SECONDS = 25;
/** The wait after a failed call before the next one. */
const RETRY_MS = 5_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function registerWebhook(telegram: Telegram, publicUrl: string, signal: AbortSignal, log: Logger) {
  while (!signal.aborted) {
    try {
      const url = webhookUrl(telegram, publicUrl);
      await callBot(
        telegram,
        'setWebhook',
        { url, secret_token: webhookSecret(telegram), allowed_updates: ['message'] },
        { signal },
      );
      log.info('Telegram webhook registered');
      return;
    } catch (error) {
      if (!signal.aborted) log.warn({ err: error }, 'Telegram setWebhook failed; trying again');
      await pause(RETRY_MS * 12, signal);
    }
  }
}

async function poll(db: Db, telegram: Telegram, signal: AbortSignal, log: Logger) {
  let webhookCleared = false;
  while (!signal.aborted) {
    try {
      // A webhook left from an https address would refuse getUpdates.
      if (!webhookCleared) webhookCleared = await callBot<boolean>(telegram, 'deleteWebhook', {}, { signal });
      const updates = await callBot<Update[]>(
        telegram,
        'getUpdates',
        { offset: await nextOffset(db), timeout: POLL_SECONDS, allowed_updates: ['message'] },
        { signal, timeoutMs: (POLL_SECONDS + 10) * 1000 },
      );
      if (updates.length) await timedRun('telegramUpdates', () => applyUpdates(db, updates, { skipLocked: true }));
    } catch (error) {
      if (signal.aborted) return;
      log.warn({ err: error }, 'Telegram getUpdates failed; polling again shortly');
      await pause(RETRY_MS, signal);
    }
  }
}

export function startTelegramUpdates(db: Db, config: Config, log: Logger) {
  const telegram = config.telegram;
  if (!telegram) return { async stop() {} };
  const controller = new AbortController();
  const running = usesWebhook(config.publicUrl)
    ? registerWebhook(telegram, config.publicUrl, controller.signal, log)
    : poll(db, telegram, controller.signal, log);
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
