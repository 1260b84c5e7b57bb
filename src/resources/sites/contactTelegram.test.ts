import { describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../contract/messages';
import { telegramProblem } from './contactTelegram';

const contact = (extra: Record<string, unknown>) => ({ name: 'Naledi', contactNumber: '+27825550101', ...extra });

describe('a ticked Telegram flag before saving', () => {
  it('needs the contact linked, naming the contact', () => {
    const values = { contacts: [contact({}), contact({ shouldReceivePanicsTelegram: true, telegramLinkedAt: null })] };
    expect(telegramProblem(values)).toBe(fill(MESSAGES.site.contactNeedsTelegram, { n: 2 }));
  });

  it('passes once the contact is linked, and when no Telegram flag is ticked', () => {
    expect(telegramProblem({ contacts: [contact({ shouldReceivePanicsTelegram: true, telegramLinkedAt: 1 })] })).toBe(
      undefined,
    );
    expect(telegramProblem({ contacts: [contact({ shouldReceivePanicsEmail: true })] })).toBe(undefined);
  });
});
