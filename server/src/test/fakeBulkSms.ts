/**
 * A loopback fake of BulkSMS's JSON REST API for tests and the bench, with the request and answer shapes of its
 * OpenAPI document: `POST /v1/messages` (HTTP Basic; a SubmissionEntry or an array of them; `deduplication-id`
 * makes a repeated submission answer as the first did, sending nothing more) answers 201 with the Message array;
 * refusals are its Error document `{ type, title, status, detail }`. A test makes it down (503), answer garbage,
 * hang, or refuse numbers; `statusReport` builds what its status webhook posts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  id: string;
  to: string;
  body: string;
  encoding: string;
  deduplicationId: string | null;
}

export type FakeMode = 'ok' | 'down' | 'garbage' | 'hang';

export interface FakeBulkSms {
  /** The API's base address, as SMS_API_URL takes it. */
  apiUrl: string;
  user: string;
  password: string;
  /** Every message it took (a repeated deduplication-id is not taken again). */
  received: ReceivedSms[];
  /** Every POST it was sent, including refused and repeated ones. */
  requests: number;
  /** The number of every entry posted, repeats included (what a retry asked for again). */
  posted: string[];
  mode: FakeMode;
  /** Numbers (E.164) it refuses with a 400, as a number with no route. */
  badNumbers: Set<string>;
  /** How long it takes to answer a submission (ms). */
  answerMs: number;
  close(): Promise<void>;
}

const ERRORS = 'https://developer.bulksms.com/json/v1/errors';
function problem(res: ServerResponse, status: number, title: string, detail: string, kind: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ type: `${ERRORS}#${kind}`, title, status, detail }));
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

interface Entry {
  to?: unknown;
  body?: unknown;
  encoding?: unknown;
}

/** The Message documents of a submission, as the API answers them. */
const answerOf = (messages: ReceivedSms[], submission: string) =>
  messages.map((m) => ({
    id: m.id,
    type: 'SENT',
    from: '',
    to: m.to,
    body: m.body,
    encoding: m.encoding,
    protocolId: 0,
    messageClass: 2,
    submission: { id: submission, date: new Date().toISOString() },
    status: { id: 'ACCEPTED.null', type: 'ACCEPTED', subtype: null },
  }));

/** What the status webhook posts when a sent message's state changes (an array of Message documents). */
export const statusReport = (id: string, to: string, type: 'SENT' | 'DELIVERED' | 'FAILED', subtype?: string) => [
  {
    id,
    type: 'SENT',
    to,
    body: '',
    encoding: 'TEXT',
    submission: { id: `2-${id}`, date: new Date().toISOString() },
    status: { id: `${type}.${subtype ?? 'null'}`, type, subtype: subtype ?? null },
  },
];

export async function startFakeBulkSms(user = 'fake-token-id', password = 'fake-token-secret'): Promise<FakeBulkSms> {
  const submissions = new Map<string, ReceivedSms[]>();
  const hanging = new Set<ServerResponse>();
  let next = 4_023_457_000;
  const fake: FakeBulkSms = {
    apiUrl: '',
    user,
    password,
    received: [],
    requests: 0,
    posted: [],
    mode: 'ok',
    badNumbers: new Set(),
    answerMs: 0,
    close: async () => {},
  };

  async function submit(req: IncomingMessage, res: ServerResponse) {
    fake.requests += 1;
    const text = await bodyOf(req);
    if (fake.answerMs) await new Promise((resolve) => setTimeout(resolve, fake.answerMs));
    if (fake.mode === 'hang') return void hanging.add(res);
    if (fake.mode === 'down') return problem(res, 503, 'Service Unavailable', 'Try again later.', 'server-error');
    if (fake.mode === 'garbage') {
      res.writeHead(201, { 'content-type': 'text/html' });
      return void res.end('<html><body>Gateway says hello</body></html>');
    }
    const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return problem(res, 401, 'Authentication Failed', 'Your credentials are not valid.', 'authentication-failed');
    let entries: Entry[];
    try {
      const parsed = JSON.parse(text) as Entry | Entry[];
      entries = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return problem(res, 400, 'Bad Request', 'The request body is not valid JSON.', 'bad-request');
    }
    fake.posted.push(...entries.map((entry) => String(entry.to)));
    const dedup = new URL(req.url ?? '', 'http://fake').searchParams.get('deduplication-id');
    const submission = `1-${dedup ?? randomUUID()}`;
    const before = dedup ? submissions.get(dedup) : undefined;
    if (before) return json(res, 201, answerOf(before, submission));
    const made: ReceivedSms[] = [];
    for (const entry of entries) {
      if (typeof entry.to !== 'string' || typeof entry.body !== 'string')
        return problem(res, 400, 'Bad Request', "'to' and 'body' are required.", 'bad-request');
      if (fake.badNumbers.has(entry.to))
        return problem(res, 400, 'Bad Request', `No route to the number ${entry.to}.`, 'bad-request');
      made.push({
        id: String(next++),
        to: entry.to,
        body: entry.body,
        encoding: typeof entry.encoding === 'string' ? entry.encoding : 'TEXT',
        deduplicationId: dedup,
      });
    }
    if (dedup) submissions.set(dedup, made);
    fake.received.push(...made);
    json(res, 201, answerOf(made, submission));
  }

  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/v1/messages')) return void submit(req, res);
    problem(res, 404, 'Not Found', `No such resource ${req.url}`, 'not-found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}
