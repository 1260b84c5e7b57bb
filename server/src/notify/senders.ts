/** Each channel's sender from the configuration: null for a channel that is not configured. */
import type { Config } from '../config';
import type { FileStore } from '../integrations/fileStore';
import { emailSender } from './email';
import type { Channel, Sender } from './outbox';
import { smsSender } from './sms';
import { telegramSender } from './telegram';

export function sendersFor(config: Config, files: FileStore): Record<Channel, Sender> {
  return {
    email: emailSender(config.smtpUrl, config.mailFrom, files),
    telegram: telegramSender(config.telegram),
    sms: smsSender(config.sms),
  };
}
