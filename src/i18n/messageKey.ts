import { MESSAGES } from '../../contract/messages';

/** Where the contract's messages sit in the translation files. */
export const MESSAGES_PREFIX = 'patrol.messages';

function index(tree: Record<string, unknown>, prefix: string, keys: Map<string, string>): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}.${name}`;
    if (typeof value === 'string') {
      if (!keys.has(value)) keys.set(value, key);
    } else if (value && typeof value === 'object') {
      index(value as Record<string, unknown>, key, keys);
    }
  }
  return keys;
}

const KEYS = index(MESSAGES, MESSAGES_PREFIX, new Map());

/** The translation key of a contract message (a server answer or a validation issue), if it is one. */
export const messageKey = (text: string): string | undefined => KEYS.get(text);
