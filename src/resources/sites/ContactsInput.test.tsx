import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FLAGS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { i18nProvider } from '../../i18n/i18nProvider';
import { signInAs } from '../../test/signInAs';
import { ContactsInput } from './ContactsInput';

const contact = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Naledi Mahlaba',
  contactNumber: '+27825550101',
  emailAddress: 'naledi@example.co.za',
  telegramChatId: null,
  telegramLinkedAt: null,
  ...Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, false])),
  ...overrides,
});

const renderContacts = (contacts: Record<string, unknown>[], configured = false) =>
  render(
    <AdminContext
      dataProvider={testDataProvider({ telegramStatus: async () => ({ configured }) } as never)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <Form record={{ id: 1, contacts }}>
        <ContactsInput />
      </Form>
    </AdminContext>,
  );

describe('a contact’s Telegram flags before it connects', () => {
  afterEach(cleanup);

  it('says nothing is sent there until the contact connects, beside Connect Telegram', async () => {
    signInAs('ADMIN');
    renderContacts([contact({ shouldReceivePanicsTelegram: true })]);
    expect(await screen.findByText(MESSAGES.telegram.notConnected)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  });

  it('says it as soon as a Telegram flag is ticked, and not for a linked contact', async () => {
    signInAs('ADMIN');
    renderContacts([
      contact(),
      contact({ id: 8, telegramChatId: '7001', telegramLinkedAt: 1, shouldReceivePanicsTelegram: true }),
    ]);
    await screen.findByRole('button', { name: 'Connect Telegram' });
    expect(screen.queryByText(MESSAGES.telegram.notConnected)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Boundary by Telegram for contact 1' }));
    expect(await screen.findByText(MESSAGES.telegram.notConnected)).toBeTruthy();
  });
});
