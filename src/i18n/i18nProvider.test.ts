import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { messageKey } from './messageKey';

describe('i18nProvider', () => {
  it('finds the key of a contract message, so another language can translate it', () => {
    expect(messageKey('Employee Deleted')).toBe('patrol.messages.employee.removed');
    expect(messageKey('Something the contract does not say')).toBeUndefined();
  });

  it('shows contract messages, our keys and react-admin keys in English', () => {
    expect(i18nProvider.translate('Employee name too short.')).toBe('Employee name too short.');
    expect(i18nProvider.translate('patrol.confirm.question', { action: 'register this company' })).toBe(
      'Are you sure you would like to register this company?',
    );
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
