/** The tracking calls as a client sees them: from sending the POST to the last byte of the answer. */
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';

export const ADMIN = 'admin@guardforce.co.za';

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: ADMIN, password: DEMO_PASSWORD }),
  });
  const token = response.headers.get('x-access-token');
  if (!response.ok || !token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

export interface HistoryRange {
  deviceId: number;
  startDate: number;
  endDate: number;
}

export type TrackingCall = 'GetHistoryDeviceLocationsByDate' | 'GetHistoryDeviceEventsByDate';

/** Milliseconds of each run (after one warm-up), with the answer's size and how many items it holds. */
export async function trackingCalls(url: string, path: TrackingCall, range: HistoryRange, runs: number) {
  const token = await signIn(url);
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/tracking/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify(range),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
    return { ms: performance.now() - started, body };
  };
  const { body } = await call();
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) ms.push((await call()).ms);
  return { ms, bytes: Buffer.byteLength(body), items: (JSON.parse(body) as unknown[]).length };
}
