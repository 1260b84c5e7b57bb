/**
 * A fake Scale Fusion API on loopback for tests: it checks the `Authorization: Token <key>` header,
 * pages its device list by cursor, takes reboot/lock/unlock commands, and records every request.
 * It speaks the paths the adapter uses (see src/integrations/deviceManagement.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDevice {
  id: number;
  serial_no: string;
  battery_status?: number | null;
  battery_charging?: boolean | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body: string;
}

export interface FakeScaleFusion {
  baseUrl: string;
  apiKey: string;
  devices: FakeDevice[];
  requests: FakeRequest[];
  /** Commands received, as `reboot:12`, `lock:12`, `unlock:12`. */
  commands: string[];
  /** When set, every request answers this status (a provider outage). */
  failWith?: number;
  /** Milliseconds to wait before answering. */
  delayMs: number;
  close(): Promise<void>;
}

const PAGE_SIZE = 2;

export async function startFakeScaleFusion(devices: FakeDevice[] = [], apiKey = 'fake-scalefusion-key') {
  const fake: FakeScaleFusion = {
    baseUrl: '',
    apiKey,
    devices,
    requests: [],
    commands: [],
    delayMs: 0,
    close: async () => {},
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    let body = '';
    for await (const chunk of request) body += chunk;
    fake.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      body,
    });
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (request.headers.authorization !== `Token ${fake.apiKey}`) return send(response, 401, { error: 'Unauthorized' });
    if (fake.failWith) return send(response, fake.failWith, { error: 'Service unavailable' });

    if (request.method === 'GET' && url.pathname === '/api/v2/devices.json') {
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const page = fake.devices.slice(start, start + PAGE_SIZE);
      const next = start + PAGE_SIZE < fake.devices.length ? String(start + PAGE_SIZE) : null;
      return send(response, 200, { devices: page.map((device) => ({ device })), next_cursor: next });
    }
    const reboot = /^\/api\/v1\/devices\/(\d+)\/reboot\.json$/.exec(url.pathname);
    if (request.method === 'PUT' && reboot) {
      if (!fake.devices.some((device) => String(device.id) === reboot[1])) return send(response, 404, {});
      fake.commands.push(`reboot:${reboot[1]}`);
      return send(response, 200, { status: 'success' });
    }
    const action = /^\/api\/v1\/devices\/(lock|unlock)\.json$/.exec(url.pathname);
    if (request.method === 'POST' && action) {
      const ids = new URLSearchParams(body).getAll('device_ids[]');
      if (!ids.length) return send(response, 422, { error: 'device_ids is required' });
      for (const id of ids) fake.commands.push(`${action[1]}:${id}`);
      return send(response, 200, { status: 'success' });
    }
    return send(response, 404, { error: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
