import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat';
import { chatTime } from '../../common/dateTime';
import { withEarlier, withMessage, withNewest } from './chatBlock';

const message = (id: number, createdAt: number): ChatMessage => ({
  id,
  eventGuid: null,
  companyId: 3,
  siteId: 1,
  userId: 9,
  deviceId: null,
  senderName: 'Thabo Nkosi',
  message: `message ${id}`,
  imageUrl: null,
  createdAt,
});
const ids = (messages: ChatMessage[]) => messages.map(({ id }) => id);

describe('a chat block', () => {
  it('joins a refreshed newest page to what it holds, each message once, oldest first', () => {
    const held = withNewest(undefined, { messages: [message(1, 100), message(2, 110)], hasEarlier: true });
    const live = withMessage(held, message(3, 120));
    const refreshed = withNewest(live, {
      messages: [message(2, 110), message(3, 120), message(4, 130)],
      hasEarlier: true,
    });
    expect(ids(refreshed.messages)).toEqual([1, 2, 3, 4]);
    expect(refreshed.hasEarlier).toBe(true);
    expect(refreshed.fetchedUpTo).toBe(130);
  });

  it('drops what it held when more arrived than a page holds, rather than showing a gap', () => {
    const held = withEarlier(withNewest(undefined, { messages: [message(5, 500)], hasEarlier: true }), {
      messages: [message(1, 100)],
      hasEarlier: false,
    });
    expect(held.hasEarlier).toBe(false);
    // message 6 came live; then 7..9 were missed, and the newest page starts after what the server covered
    const live = withMessage(held, message(6, 600));
    const refreshed = withNewest(live, { messages: [message(6, 600), message(9, 900)], hasEarlier: true });
    expect(ids(refreshed.messages)).toEqual([6, 9]);
    expect(refreshed.hasEarlier).toBe(true);
  });

  it('takes an earlier page in front, with its hasEarlier', () => {
    const held = withNewest(undefined, { messages: [message(3, 300)], hasEarlier: true });
    const paged = withEarlier(held, { messages: [message(1, 100), message(2, 200)], hasEarlier: false });
    expect(ids(paged.messages)).toEqual([1, 2, 3]);
    expect(paged.hasEarlier).toBe(false);
  });

  it('shows the time as the alerts do, HH:mm DD/MM', () => {
    // 07:05 UTC is 09:05 on the company's clock (Johannesburg, the default).
    expect(chatTime(Date.UTC(2025, 2, 7, 7, 5) / 1000)).toBe('09:05 07/03');
  });
});
