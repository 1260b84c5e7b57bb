import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotifyChannels } from '../../../contract/notify';
import { renderAdmin } from '../../test/renderAdmin';
import { ChannelsNotice } from './ChannelsNotice';

function renderNotice(channels: NotifyChannels) {
  const notifyChannels = vi.fn(async () => channels);
  const dataProvider = testDataProvider({ notifyChannels } as never);
  renderAdmin(
    <>
      <p>page</p>
      <ChannelsNotice />
    </>,
    { dataProvider },
  );
  return notifyChannels;
}

describe('ChannelsNotice', () => {
  afterEach(cleanup);

  it('names the channels that are not configured and the keys that set them', async () => {
    renderNotice({ email: true, telegram: false, sms: false });
    const notice = await screen.findByTestId('channels-notice');
    expect(notice.textContent).toContain('Not configured: Telegram, SMS.');
    // One line until asked how to set them up.
    const how = screen.getByRole('button', { name: 'How to set up' });
    expect(how.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(how);
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
    expect(notice.textContent).toContain('Telegram: set TELEGRAM_BOT_TOKEN in the server environment');
    expect(notice.textContent).toContain('SMS: set SMS_API_USER, SMS_API_PASSWORD in the server environment');
    expect(notice.textContent).not.toContain('SMTP_URL');
  });

  it('says nothing when every channel is configured', async () => {
    const asked = renderNotice({ email: true, telegram: true, sms: true });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByTestId('channels-notice')).toBeNull();
  });
});
