/**
 * A fake Telegram Bot API on loopback for tests and journeys, answering as https://core.telegram.org/bots/api
 * documents: POST /bot<token>/<method> with a JSON body, answered { ok: true, result } or
 * { ok: false, error_code, description, parameters? }. It speaks getMe, getUpdates (long polling with offset and
 * timeout; an offset confirms the updates before it), sendMessage, setWebhook and deleteWebhook.
 * A test queues what users do (`press Start`, a text) as updates and reads what the bot sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  chat_id: string;
  text: string;
  message_id: number;
}

interface Failure {
  status: number;
  description?: string;
  retryAfter?: number;
  /** The body instead of JSON (a proxy's error page). */
  garbage?: string;
}

export interface FakeTelegram {
  apiUrl: string;
  botToken: string;
  username: string;
  /** Messages the bot sent, in order. */
  sent: SentMessage[];
  /** Every method called, in order. */
  calls: string[];
  /** Chats that blocked the bot (sendMessage answers 403) and chats that do not exist (400). */
  blocked: Set<string>;
  missing: Set<string>;
  /** The next sendMessage calls answer these failures, one each. */
  failNext: Failure[];
  /** The registered webhook (setWebhook), or ''. */
  webhook: { url: string; secretToken?: string } | null;
  /** A user of `chatId` pressing Start on a deep link with `code` (the update /start <code>). */
  pressStart(chatId: number, code: string): void;
  /** A user of `chatId` writing `text` to the bot. */
  say(chatId: number, text: string): void;
  close(): Promise<void>;
}

const ok = (result: unknown) => ({ ok: true, result });
const refused = (status: number, description: string, retryAfter?: number) => ({
  ok: false,
  error_code: status,
  description,
  ...(retryAfter ? { parameters: { retry_after: retryAfter } } : {}),
});

export async function startFakeTelegram(botToken = '123456:fake-bot-token', username = 'PatrolTestBot') {
  let nextUpdateId = 700_000;
  let nextMessageId = 1;
  let updates: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const resolve of waiting) resolve();
  };
  const push = (chatId: number, text: string) => {
    updates.push({
      update_id: nextUpdateId++,
      message: {
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Thandi' },
        from: { id: chatId, is_bot: false, first_name: 'Thandi' },
        text,
      },
    });
    wake();
  };
  const fake: FakeTelegram = {
    apiUrl: '',
    botToken,
    username,
    sent: [],
    calls: [],
    blocked: new Set(),
    missing: new Set(),
    failNext: [],
    webhook: null,
    pressStart: (chatId, code) => push(chatId, `/start ${code}`),
    say: push,
    close: async () => {},
  };

  /** getUpdates: drops what the offset confirms, answers what is pending, or waits up to `timeout` seconds for it. */
  async function getUpdates(body: { offset?: number; timeout?: number }, request: IncomingMessage) {
    if (body.offset) updates = updates.filter((update) => (update.update_id as number) >= (body.offset as number));
    if (!updates.length && body.timeout) {
      await new Promise<void>((resolve) => {
        const done = () => {
          waiting.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, Math.min(body.timeout as number, 50) * 1000);
        waiting.add(done);
        request.socket.once('close', done);
      });
    }
    return ok(updates);
  }

  function sendMessage(body: { chat_id?: string | number; text?: string }) {
    const chatId = String(body.chat_id ?? '');
    const failure = fake.failNext.shift();
    if (failure) return failure;
    if (!chatId || !body.text) return refused(400, 'Bad Request: message text is empty');
    if (fake.blocked.has(chatId)) return refused(403, 'Forbidden: bot was blocked by the user');
    if (fake.missing.has(chatId)) return refused(400, 'Bad Request: chat not found');
    const message = { chat_id: chatId, text: body.text, message_id: nextMessageId++ };
    fake.sent.push(message);
    return ok({
      message_id: message.message_id,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(chatId) },
      text: body.text,
    });
  }

  async function answer(method: string, body: Record<string, unknown>, request: IncomingMessage) {
    switch (method) {
      case 'getMe':
        return ok({ id: Number(botToken.split(':')[0]), is_bot: true, first_name: 'Patrol Test Bot', username });
      case 'getUpdates':
        if (fake.webhook)
          return refused(
            409,
            "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
          );
        return getUpdates(body, request);
      case 'sendMessage':
        return sendMessage(body);
      case 'setWebhook':
        fake.webhook = { url: String(body.url ?? ''), secretToken: body.secret_token as string | undefined };
        return ok(true);
      case 'deleteWebhook':
        fake.webhook = null;
        return ok(true);
      default:
        return refused(404, 'Not Found: method not found');
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(request.url ?? '/', 'http://fake').pathname);
    const method = match?.[2] ?? '';
    fake.calls.push(method);
    let result: ReturnType<typeof refused> | ReturnType<typeof ok> | Failure;
    if (!match || match[1] !== botToken) result = refused(404, 'Not Found');
    else {
      let body: Record<string, unknown> = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        result = refused(400, "Bad Request: can't parse JSON");
      }
      result ??= await answer(method, body, request);
    }
    if (response.destroyed) return;
    if ('garbage' in result && result.garbage !== undefined) {
      response.writeHead(result.status, { 'content-type': 'text/html' });
      response.end(result.garbage);
      return;
    }
    const failure =
      'status' in result
        ? refused(result.status, result.description ?? 'Internal Server Error', result.retryAfter)
        : result;
    const status = failure.ok ? 200 : (failure as { error_code: number }).error_code;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(failure));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      wake();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
