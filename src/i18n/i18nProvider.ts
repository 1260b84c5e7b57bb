import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import { messageKey } from './messageKey';

const base = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/**
 * Polyglot over our messages. A contract message arriving as text (from the server or a validation schema)
 * is looked up under its key, so a second language only needs its own file.
 */
export const i18nProvider: I18nProvider = {
  ...base,
  translate: (key, options) => base.translate(messageKey(key) ?? key, options),
};
