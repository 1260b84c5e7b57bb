import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/chat';
import { session } from '../../authProvider/session';
import { chatTopic, realtimeBus } from '../../realtime/realtimeBus';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { SiteChatPage } from './SiteChatPage';

const live = (siteId: number, text: string): ChatMessage => ({
  id: siteId * 100,
  eventGuid: null,
  companyId: 3,
  siteId,
  userId: null,
  deviceId: 5,
  senderName: 'Rosebank Handset 1',
  message: text,
  imageUrl: null,
  createdAt: 1_760_000_000,
});

describe('Site chat page', () => {
  afterEach(cleanup);

  it("shows the selected site's chat only, and what arrives for it live", async () => {
    signInAs('SYS_ADMIN');
    session.selectSite({ id: 2, name: 'Rosebank Corporate Campus', companyId: 3 });
    const chatPage = vi.fn(async () => ({ messages: [], hasEarlier: false }));
    const markChatRead = vi.fn(async () => ({ siteId: 2, siteName: 'Rosebank', unread: 0, lastMessageAt: null }));
    const dataProvider = testDataProvider({
      chatPage,
      markChatRead,
      subscribe: realtimeBus.subscribe,
      unsubscribe: realtimeBus.unsubscribe,
    } as never);
    renderAdmin(<SiteChatPage />, { dataProvider, at: PATHS.siteChat });
    expect(await screen.findByRole('heading', { name: 'Rosebank Corporate Campus' })).toBeTruthy();
    expect(await screen.findByText('... No Chats ...')).toBeTruthy();
    expect(chatPage).toHaveBeenCalledWith(2, 0);
    expect(screen.queryByRole('list', { name: 'Sites' })).toBeNull();

    for (const message of [live(1, 'For Sandton.'), live(2, 'Gate 2 checked.')]) {
      await act(() => realtimeBus.publish(chatTopic(message.siteId), { type: 'created', payload: { message } }));
    }
    expect(await screen.findByText('Gate 2 checked.')).toBeTruthy();
    expect(screen.queryByText('For Sandton.')).toBeNull();
    expect(screen.getByText('... No Prior Chats ...')).toBeTruthy();
    await waitFor(() => expect(markChatRead).toHaveBeenCalledWith(2, 1_760_000_000));
  });
});
