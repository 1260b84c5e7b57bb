import { describe, expect, it } from 'vitest';
import { alarmState, awaitsAnswer, smsLink, telLink } from './alarmState';

const stored = { eventGuid: 'g', type: 'panic' as const, sentAt: 100, receivedAt: 102, answer: null };

describe('alarmState', () => {
  it('says waiting while the panic is only on the phone without signal, sent while it goes', () => {
    expect(alarmState({ queued: true, online: false })).toEqual({ kind: 'waiting' });
    expect(alarmState({ queued: true, online: true })).toEqual({ kind: 'sent' });
  });

  it('says received only once a batch answer or the server said it was stored', () => {
    expect(alarmState({ queued: false, online: true, storedAt: 5_000 })).toEqual({ kind: 'received', at: 5_000 });
    expect(alarmState({ queued: false, online: false, storedAt: 5_000, server: stored })).toEqual({
      kind: 'received',
      at: 102_000,
    });
    // Out of the outbox but not known stored (never answered): not received.
    expect(alarmState({ queued: false, online: false })).toEqual({ kind: 'waiting' });
  });

  it("says the control room's answer and who gave it, and stops asking then", () => {
    const answered = alarmState({
      queued: false,
      online: true,
      server: { ...stored, answer: { message: 'On our way', by: 'Thandi Nkosi', at: 200 } },
    });
    expect(answered).toEqual({ kind: 'answered', by: 'Thandi Nkosi', message: 'On our way', at: 200_000 });
    expect(awaitsAnswer(answered)).toBe(false);
    expect(awaitsAnswer({ kind: 'received', at: 1 })).toBe(true);
  });

  it('says a refusal as the server worded it', () => {
    expect(alarmState({ queued: false, online: true, refused: 'No.' })).toEqual({ kind: 'refused', message: 'No.' });
  });
});

describe('links to the control room', () => {
  it('dials and texts the number, the text carrying the position', () => {
    expect(telLink('+27 11 784-0000')).toBe('tel:+27117840000');
    expect(smsLink('011 784 0000', 'PANIC: at -26.12470, 28.03440')).toBe(
      'sms:0117840000?body=PANIC%3A%20at%20-26.12470%2C%2028.03440',
    );
  });
});
