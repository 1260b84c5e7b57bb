import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { deliveryState } from './deliveryState';

const state = (
  recipients: number,
  sent: number,
  waiting: number,
  failed: number,
  notConfigured = 0,
  notConnected = 0,
) => deliveryState({ recipients, sent, waiting, failed, notConfigured, notConnected }, i18nProvider.translate);

describe("a report's delivery in words", () => {
  it('says who got it, what waits and what failed', () => {
    expect(state(0, 0, 0, 0)).toEqual({ text: 'No contact receives reports', colour: 'default' });
    expect(state(1, 1, 0, 0)).toEqual({ text: 'Sent to 1 recipient', colour: 'success' });
    expect(state(3, 3, 0, 0)).toEqual({ text: 'Sent to 3 recipients', colour: 'success' });
    expect(state(3, 0, 3, 0)).toEqual({ text: 'Not sent yet: waiting for the mail server', colour: 'warning' });
    expect(state(3, 2, 1, 0)).toEqual({ text: '2 of 3 sent, 1 waiting for the mail server', colour: 'warning' });
    expect(state(3, 1, 1, 1)).toEqual({
      text: '1 of 3 sent, 1 waiting for the mail server, 1 failed',
      colour: 'error',
    });
    expect(state(2, 0, 0, 2)).toEqual({ text: '0 of 2 sent, 2 failed', colour: 'error' });
    expect(state(3, 1, 0, 0, 2)).toEqual({
      text: '1 of 3 sent, 2 not sendable: their channels are not configured on the server (SMTP_URL, TELEGRAM_BOT_TOKEN, SMS_API_USER)',
      colour: 'error',
    });
    expect(state(2, 1, 0, 0, 0, 1)).toEqual({
      text: '1 of 2 sent, 1 not sent: Telegram not connected — nothing is sent there until the contact connects',
      colour: 'warning',
    });
  });
});
