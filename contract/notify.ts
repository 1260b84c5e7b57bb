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
