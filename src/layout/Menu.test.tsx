import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/constants';
import { i18nProvider } from '../i18n/i18nProvider';
import { chatTopic, realtimeBus } from '../realtime/realtimeBus';
import { PATHS } from '../routes';
import { signInAs } from '../test/signInAs';
import { Menu } from './Menu';

const site = (siteId: number, unread: number) => ({ siteId, siteName: `Site ${siteId}`, unread, lastMessageAt: null });

function renderMenu(role: Role, unread: number[][]) {
  signInAs(role);
  const answers = [...unread];
  const chatUnread = vi.fn(async () => (answers.length > 1 ? answers.shift() : answers[0])?.map((n, i) => site(i, n)));
  render(
    <TestMemoryRouter initialEntries={[PATHS.alerts]}>
      <AdminContext
        dataProvider={testDataProvider({
          chatUnread,
          subscribe: realtimeBus.subscribe,
          unsubscribe: realtimeBus.unsubscribe,
        } as never)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Menu />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { chatUnread };
}

describe('the sidebar', () => {
  afterEach(cleanup);

  it('carries the unread chat messages of every site on the Chats link, and follows a new message at once', async () => {
    const { chatUnread } = renderMenu('CONTROLLER', [
      [0, 12, 8],
      [1, 12, 8],
    ]);
    const chats = await screen.findByRole('menuitem', { name: 'Chats, 20 unread messages' });
    expect(chats.getAttribute('href')).toBe(PATHS.chats);
    await realtimeBus.publish(chatTopic(), { type: 'created', payload: { message: { siteId: 0 } } });
    await screen.findByRole('menuitem', { name: 'Chats, 21 unread messages' });
    expect(chatUnread).toHaveBeenCalledTimes(2);
  });

  it('shows no count when nothing is unread, and never asks for a sys-admin, who has no chats', async () => {
    renderMenu('ADMIN', [[0, 0]]);
    await waitFor(() => expect(screen.getByText('Chats')).toBeTruthy());
    expect(screen.queryByTestId('chats-unread')).toBeNull();
    cleanup();
    const { chatUnread } = renderMenu('SYS_ADMIN', [[3]]);
    expect(screen.queryByText('Chats')).toBeNull();
    expect(chatUnread).not.toHaveBeenCalled();
  });
});
