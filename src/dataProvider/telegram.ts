import { getJson, httpClient, pathPart, postJson } from './httpClient';

/** A contact's one-time deep link to the bot and when it expires (epoch seconds). */
export interface TelegramLink {
  link: string;
  expiresAt: number;
}
/** Whether a contact's Telegram chat is linked, and since when (epoch seconds). */
export interface TelegramLinkState {
  linked: boolean;
  telegramLinkedAt: number | null;
}

/** Linking a site contact's Telegram chat (server module telegram). */
export const telegramMethods = {
  async telegramStatus(): Promise<{ configured: boolean }> {
    return getJson('telegram/status');
  },
  async telegramLink(contactId: number): Promise<TelegramLink> {
    return (await postJson(`telegram/link/${pathPart(contactId)}`, {})).json as TelegramLink;
  },
  async telegramLinkState(contactId: number): Promise<TelegramLinkState> {
    return getJson(`telegram/link/${pathPart(contactId)}`);
  },
  async telegramUnlink(contactId: number): Promise<TelegramLinkState> {
    return (await httpClient(`telegram/link/${pathPart(contactId)}`, { method: 'DELETE' })).json as TelegramLinkState;
  },
};
