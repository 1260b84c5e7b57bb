/**
 * Telegram through the Bot API (https://core.telegram.org/bots/api): POST <apiUrl>/bot<token>/<method> with a JSON
 * body, answered { ok: true, result } or { ok: false, error_code, description, parameters?: { retry_after } }.
 * The outbox's sender is sendMessage; the linking job and routes use getMe, getUpdates, setWebhook, deleteWebhook.
 */
import type { Config } from '../config';
import { PermanentFailure, type Sender } from './outbox';

export type Telegram = NonNullable<Config['telegram']>;

/** A Bot API call gives up after this long (a hanging API is retried later, like a 5xx). */
export const BOT_API_TIMEOUT_MS = 10_000;

/** The API's refusal that a retry may mend (429 Too Many Requests, 409 Conflict, a bad token, a 5xx). */
export class BotApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
    /** Seconds the API asks to wait (429). */
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

interface Answer<T> {
  ok?: boolean;
  result?: T;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * A refusal of this message for good: 400 (chat not found, bad request) and 403 (the bot was blocked by the user).
 * 401 and 404 say the bot's token is wrong, which no recipient can mend: those wait and are retried, like a 429 or a 5xx.
 */
const permanent = (status: number) => status === 400 || status === 403;

/** Calls a Bot API method; resolves its result, throws PermanentFailure, BotApiError or a plain Error (garbage, timeout). */
export async function callBot<T>(
  telegram: Telegram,
  method: string,
  body: Record<string, unknown> = {},
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? BOT_API_TIMEOUT_MS);
  const response = await fetch(`${telegram.apiUrl}/bot${telegram.botToken}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
  });
  const text = await response.text();
  let answer: Answer<T>;
  try {
    answer = JSON.parse(text) as Answer<T>;
  } catch {
    throw new Error(`Telegram ${method} answered ${response.status} with no JSON`);
  }
  if (response.ok && answer.ok) return answer.result as T;
  const description = answer.description ?? `Telegram ${method} answered ${response.status}`;
  if (permanent(response.status)) throw new PermanentFailure(description);
  throw new BotApiError(response.status, description, answer.parameters?.retry_after);
}

/** sendMessage to a chat; answers the message's id. */
export async function sendTelegram(telegram: Telegram, chatId: string, text: string): Promise<string> {
  const sent = await callBot<{ message_id: number }>(telegram, 'sendMessage', {
    chat_id: chatId,
    text,
    link_preview_options: { is_disabled: true },
  });
  return String(sent.message_id);
}

/** The outbox's Telegram sender: the recipient is the contact's bound chat id, the text the message's body. */
export function telegramSender(telegram: Config['telegram']): Sender {
  if (!telegram) return null;
  return async (message) => ({ providerMessageId: await sendTelegram(telegram, message.recipient, message.body) });
}

const usernames = new Map<string, Promise<string>>();

/** The bot's username (getMe), asked once per token; a failed ask is asked again next time. */
export function botUsername(telegram: Telegram): Promise<string> {
  const key = `${telegram.apiUrl}|${telegram.botToken}`;
  let known = usernames.get(key);
  if (!known) {
    known = callBot<{ username: string }>(telegram, 'getMe').then((me) => me.username);
    known.catch(() => usernames.delete(key));
    usernames.set(key, known);
  }
  return known;
}
