/**
 * SMS through BulkSMS's JSON REST API (https://api.bulksms.com/v1; an API token's id and secret, HTTP Basic):
 * `POST /messages` with `{ to, body }` (`encoding: UNICODE` when the text is not GSM-7) answers 201 with an array of
 * the messages made, each with its `id` and `status`. The outbox row's id goes along as `deduplication-id`, so a send
 * repeated after a crash (the provider took it, the row was not yet marked) is not sent twice.
 * A 4xx (a bad number, no credits, a refused token) is a PermanentFailure with the provider's `detail`; a 5xx, a
 * garbled answer or no answer within the timeout is thrown to be retried with backoff. A 429 (too many requests)
 * and a 408 are retried too.
 */
import type { Config } from '../config';
import { isGsm7 } from './gsm';
import { PermanentFailure, type Row, type Sender } from './outbox';
import { smsNumber } from './phone';

export const SMS_TIMEOUT_MS = 10_000;
const RETRYABLE_4XX = new Set([408, 429]);

type SmsConfig = NonNullable<Config['sms']>;

const basicAuth = (sms: SmsConfig) => `Basic ${Buffer.from(`${sms.user}:${sms.password}`).toString('base64')}`;

/** The provider's own words for a refusal: its Error document's title and detail, or the start of what it sent. */
function refusal(status: number, text: string): string {
  try {
    const error = JSON.parse(text) as { title?: string; detail?: string };
    const said = [error.title, error.detail].filter(Boolean).join(': ').trim();
    if (said) return `BulkSMS refused the message (${status}): ${said}`;
  } catch {}
  return `BulkSMS refused the message (${status}): ${text.slice(0, 200) || 'no detail'}`;
}

/** The id of the first message made, from a 201 answer; throws (to retry) on anything else. */
function messageId(text: string): string {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`BulkSMS answered something that is not JSON: ${text.slice(0, 100)}`);
  }
  const first = Array.isArray(answer) ? (answer[0] as { id?: unknown } | undefined) : undefined;
  if (!first || (typeof first.id !== 'string' && typeof first.id !== 'number'))
    throw new Error(`BulkSMS answered without a message id: ${text.slice(0, 100)}`);
  return String(first.id);
}

async function post(sms: SmsConfig, message: Row, to: string, timeoutMs: number): Promise<Response> {
  const url = `${sms.apiUrl.replace(/\/+$/, '')}/messages?deduplication-id=${message.id}`;
  const entry = { to, body: message.body, userSuppliedId: `outbox-${message.id}` };
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuth(sms) },
      body: JSON.stringify(isGsm7(message.body) ? entry : { ...entry, encoding: 'UNICODE' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : String(error);
    throw new Error(`BulkSMS unreachable: ${reason}`);
  }
}

export function smsSender(sms: Config['sms'], timeoutMs = SMS_TIMEOUT_MS): Sender {
  if (!sms) return null;
  return async (message) => {
    const number = smsNumber(message.recipient);
    if (!number.ok) throw new PermanentFailure(number.reason);
    const response = await post(sms, message, number.e164, timeoutMs);
    const text = await response.text().catch(() => '');
    if (response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status))
      throw new PermanentFailure(refusal(response.status, text));
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`BulkSMS answered ${response.status}: ${text.slice(0, 200)}`);
    return { providerMessageId: messageId(text) };
  };
}
