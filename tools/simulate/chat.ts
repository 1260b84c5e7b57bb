/**
 * A guard's side of the site chat: what they write now and then, and the control room's messages they
 * have not answered yet (read through GET /api/v1/handset/chat, as the handset app does).
 */
import type { ChatMessage } from '../../contract/chat';
import type { Api } from './api';

export const GUARD_LINES = [
  'All quiet at the main gate.',
  'Delivery truck at the loading bay, driver signed in.',
  'Light out in the parking garage, level 2.',
  'Gate 3 boom is sticking, please log a fault.',
  'Cleaning staff arrived, checked their cards.',
  'Suspicious vehicle parked outside, registration noted.',
];
export const PHOTO_LINE = 'Broken fence panel behind the refuse area, photo attached.';
export const REPLY_LINE = 'Copy that, control.';

export class SiteChat {
  private lastId?: number;
  private started = false;

  constructor(
    private readonly api: Api,
    private readonly guardId: () => number,
  ) {}

  /** Messages from the console (not a handset, not this guard) stored since the last read; the first read only marks where we are. */
  async fromControlRoom(): Promise<ChatMessage[]> {
    const query = this.lastId ? `?afterId=${this.lastId}` : '';
    const { messages } = await this.api.get<{ messages: ChatMessage[] }>(`handset/chat${query}`);
    if (messages.length) this.lastId = messages[messages.length - 1].id;
    if (!this.started) {
      this.started = true;
      return [];
    }
    return messages.filter((message) => message.deviceId === null && message.userId !== this.guardId());
  }
}
