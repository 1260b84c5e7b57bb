/** Telegram through the Bot API (sendMessage). */
import type { Config } from '../config';
import type { Sender } from './outbox';

export function telegramSender(_telegram: Config['telegram']): Sender {
  return null;
}
