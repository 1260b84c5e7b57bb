/**
 * The bot's webhook, used instead of polling when PUBLIC_URL is https (Telegram calls only https addresses):
 * /api/v1/telegram/webhook/<secret>, the secret derived from the bot's token so nobody else can post updates.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Telegram } from '../../notify/telegram';

export const webhookSecret = (telegram: Telegram) =>
  createHash('sha256').update(`patrol-webhook:${telegram.botToken}`).digest('hex').slice(0, 40);

export const webhookUrl = (telegram: Telegram, publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/v1/telegram/webhook/${webhookSecret(telegram)}`;

/** Whether updates come by webhook: the console's public address is https. */
export const usesWebhook = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

export function isWebhookSecret(telegram: Telegram, secret: string): boolean {
  const expected = Buffer.from(webhookSecret(telegram));
  const given = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
