/** Which notification channels the server can deliver on (GET /api/v1/notify/channels), and the keys that set them. */
import { z } from 'zod';

export const notifyChannels = z.object({ email: z.boolean(), telegram: z.boolean(), sms: z.boolean() });
export type NotifyChannels = z.infer<typeof notifyChannels>;

/** The environment keys that configure each channel (docs/configuration.md). */
export const CHANNEL_KEYS: Record<keyof NotifyChannels, string[]> = {
  email: ['SMTP_URL', 'MAIL_FROM'],
  telegram: ['TELEGRAM_BOT_TOKEN'],
  sms: ['SMS_API_USER', 'SMS_API_PASSWORD'],
};

/**
 * How far past the stored offset a Telegram update_id may be and still be applied. Telegram numbers a bot's
 * updates one by one; only after a week without updates does it pick the next number at random, so past a week
 * of quiet (or before the first update) any update_id is taken.
 */
export const TELEGRAM_UPDATE_REACH = 100_000;
export const TELEGRAM_QUIET_RESET_SECONDS = 7 * 24 * 3600;
