/** A small client of the real HTTP API, signed in as one employee (and, for a handset, one app instance). */
import { randomUUID } from 'node:crypto';
import { APP_INSTANCE_HEADER } from '../../contract/handset';

export class Api {
  private token = '';
  constructor(
    readonly baseUrl: string,
    readonly appInstanceId?: string,
  ) {}

  async login(emailAddress: string, password: string): Promise<number> {
    const response = await fetch(`${this.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${emailAddress} failed: ${response.status} ${await response.text()}`);
    this.token = response.headers.get('x-access-token') ?? '';
    return ((await response.json()) as { employeeId: number }).employeeId;
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      'x-access-token': this.token,
      ...(this.appInstanceId ? { [APP_INSTANCE_HEADER]: this.appInstanceId } : {}),
    };
  }

  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/v1/${path}`, { headers: this.headers() });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Sends handset events (eventGuid and sentAt added) and answers the per-event results. */
  async send(events: Record<string, unknown>[]) {
    const now = Math.floor(Date.now() / 1000);
    const body = { events: events.map((event) => ({ eventGuid: randomUUID(), sentAt: now, ...event })) };
    const response = await fetch(`${this.baseUrl}/api/v1/handset/events`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`events: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { results: { status: string; message?: string }[] }).results;
  }
}
