import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertNotification } from '../../../contract/escalation';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { NotificationsPanel } from './NotificationsPanel';

const GUID = '0b8f2c8e-6a57-4c77-9d1c-3f1b2a4d5e6f';
const row = (over: Partial<AlertNotification>): AlertNotification => ({
  id: 1,
  channel: 'email',
  recipient: 'co•••@guardforce.co.za',
  step: null,
  createdAt: 1_779_000_000,
  status: 'sent',
  sentAt: 1_779_000_005,
  deliveredAt: null,
  deliveryStatus: null,
  lastError: null,
  ...over,
});

function renderPanel(alertNotifications: ReturnType<typeof vi.fn>) {
  signInAs('CONTROLLER');
  renderAdmin(<NotificationsPanel eventGuid={GUID} />, { dataProvider: { alertNotifications } as never });
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
}

afterEach(cleanup);

describe('NotificationsPanel', () => {
  it('lists who was notified, how, at which step, and whether it went', async () => {
    const load = vi.fn(async () => [
      row({}),
      row({ id: 2, channel: 'sms', recipient: '+2782•••4567', deliveredAt: 1_779_000_009 }),
      row({
        id: 3,
        channel: 'telegram',
        recipient: '•••6789',
        step: 1,
        status: 'failed',
        lastError: 'Forbidden: bot was blocked by the user',
      }),
    ]);
    renderPanel(load);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(load).toHaveBeenCalledWith(GUID);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['First', 'First', '1']);
    expect(rows[0].textContent).toContain('co•••@guardforce.co.za');
    expect(rows[0].textContent).toContain('Sent');
    expect(rows[1].textContent).toContain('SMS');
    expect(rows[1].textContent).toContain('Delivered');
    expect(rows[2].textContent).toContain('Telegram');
    expect(rows[2].textContent).toContain('Failed');
    expect(rows[2].textContent).toContain('Forbidden: bot was blocked by the user');
  });

  it('says when nobody was notified', async () => {
    renderPanel(vi.fn(async () => []));
    await screen.findByText('Nobody has been notified of this alert.');
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Alert not found.', 404))
      .mockResolvedValueOnce([row({})]);
    renderPanel(load);
    await screen.findByText(/The notifications could not be loaded\. Alert not found\./);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Notifications' });
  });
});
