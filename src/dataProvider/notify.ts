import type { NotifyChannels } from '../../contract/notify';
import { getJson } from './httpClient';

/** Which notification channels the server can deliver on (server module notify). */
export const notifyMethods = {
  notifyChannels: (): Promise<NotifyChannels> => getJson('notify/channels'),
};
