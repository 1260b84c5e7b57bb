/** SMS through the provider's REST API. */
import type { Config } from '../config';
import type { Sender } from './outbox';

export function smsSender(_sms: Config['sms']): Sender {
  return null;
}
