/** Which notification channels this server is configured for: SMTP_URL, TELEGRAM_BOT_TOKEN, SMS_API_USER/PASSWORD. */
import type { Config } from '../config';
import type { Channel } from './outbox';

export type ConfiguredChannels = Record<Channel, boolean>;

export const configuredChannels = (config: Config): ConfiguredChannels => ({
  email: !!config.smtpUrl,
  telegram: !!config.telegram,
  sms: !!config.sms,
});
