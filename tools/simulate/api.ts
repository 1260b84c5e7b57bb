/**
 * A small client of the real HTTP API, signed in as one employee (and, for a handset, one app instance).
 * It rides through server restarts: a call that finds no working server (connection refused or reset,
 * a 5xx) raises `Unreachable` and marks the shared `Link` down, which says so once and spaces the next
 * tries out; a 401 (the server came back with a new secret) signs in again and repeats the call.
 */
import { randomUUID } from 'node:crypto';
import { APP_INSTANCE_HEADER } from '../../contract/handset';

/** No working server answered; the call may be tried again later. */
export class Unreachable extends Error {}

/** The server asks the handset to send fewer batches: keep the events, send them after `retryAfterSeconds`. */
export class SlowDown extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`slow down for ${retryAfterSeconds} s`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The state of the connection to the server, shared by every client: one line per outage, one when back. */
export class Link {
  private downSince: number | null = null;
  private delayMs = 0;
  private nextTry = 0;

  constructor(
    private readonly log: (line: string) => void,
    private readonly firstDelayMs = 1000,
    private readonly maxDelayMs = 30_000,
  ) {}

  /** Whether a call may go out now: always while up; while down, once each backoff step has passed. */
  ready(now = Date.now()) {
    return this.downSince === null || now >= this.nextTry;
  }

  down(reason: string) {
    const now = Date.now();
    if (this.downSince === null) {
      this.downSince = now;
      this.delayMs = this.firstDelayMs;
      this.log(`server unreachable (${reason}): events are kept and sent when it is back; retrying with backoff`);
    } else {
      this.delayMs = Math.min(this.delayMs * 2, this.maxDelayMs);
    }
    this.nextTry = now + this.delayMs;
  }

  up() {
    if (this.downSince === null) return;
    this.log(`server back after ${Math.round((Date.now() - this.downSince) / 1000)} s: sending the kept events`);
    this.downSince = null;
  }

  /** Runs `work` until it reaches the server, waiting out each backoff step (for start-up). */
  async until<T>(work: () => Promise<T>): Promise<T> {
    for (;;) {
      if (!this.ready()) await sleep(this.nextTry - Date.now());
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof Unreachable)) throw error;
        this.down(error.message);
      }
    }
  }
}

/** Why fetch failed, in a few words: the cause's code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…) or message. */
function reason(error: unknown) {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export class Api {
  private accessToken = '';
  private credentials?: { emailAddress: string; password: string };

  constructor(
    readonly baseUrl: string,
    readonly appInstanceId?: string,
    readonly link = new Link((line) => console.log(line)),
  ) {}

  /** One HTTP call; Unreachable when no working server answered, marking the link up when one did. */
  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/api/v1/${path}`, init);
    } catch (error) {
      throw new Unreachable(reason(error));
    }
    if (response.status >= 500) throw new Unreachable(`${response.status} ${await response.text()}`);
    this.link.up();
    return response;
  }

  /** The session token of the last sign-in ('' before one), e.g. for this account's console socket. */
  get token(): string {
    return this.accessToken;
  }

  async login(emailAddress: string, password: string): Promise<number> {
    this.credentials = { emailAddress, password };
    const response = await this.call('login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${emailAddress} failed: ${response.status} ${await response.text()}`);
    this.accessToken = response.headers.get('x-access-token') ?? '';
    return ((await response.json()) as { employeeId: number }).employeeId;
  }

  /** A signed-in call; a 401 (a restarted server with a new secret, an expired session) signs in again once. */
  private async signedIn(path: string, init: RequestInit = {}): Promise<Response> {
    // A form body sets its own content type (with its boundary).
    const json = !(init.body instanceof FormData);
    const send = () => this.call(path, { ...init, headers: { ...this.headers(json), ...init.headers } });
    const response = await send();
    if (response.status !== 401 || !this.credentials) return response;
    await this.login(this.credentials.emailAddress, this.credentials.password);
    return send();
  }

  private headers(json = true): Record<string, string> {
    return {
      ...(json ? { 'content-type': 'application/json' } : {}),
      'x-access-token': this.accessToken,
      ...(this.appInstanceId ? { [APP_INSTANCE_HEADER]: this.appInstanceId } : {}),
    };
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.signedIn(path);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Uploads a photo as the handset does (POST /api/v1/handset/photo, multipart) and answers its imageUrl. */
  async photo(content: Buffer, filename: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), filename);
    const response = await this.signedIn('handset/photo', { method: 'POST', body: form });
    if (!response.ok) throw new Error(`photo: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { imageUrl: string }).imageUrl;
  }

  /**
   * Sends handset events (eventGuid and sentAt added where missing) and answers the per-event results;
   * SlowDown when the server asks the handset to send fewer batches.
   */
  async send(events: Record<string, unknown>[]) {
    const now = Math.floor(Date.now() / 1000);
    const body = { events: events.map((event) => ({ eventGuid: randomUUID(), sentAt: now, ...event })) };
    const response = await this.signedIn('handset/events', { method: 'POST', body: JSON.stringify(body) });
    if (response.status === 429) throw new SlowDown(Number(response.headers.get('retry-after') ?? 5));
    if (!response.ok) throw new Error(`events: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { results: { status: string; message?: string }[] }).results;
  }
}
