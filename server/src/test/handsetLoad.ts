/**
 * Handset traffic against a real server over HTTP: the demo company's handsets signed in as their guards, and a
 * loop that keeps them sending batches, remembering every event the server acknowledged (accepted, or a duplicate
 * of one it had stored). Used by the shutdown test and the probe (tools/probe).
 */
import { randomUUID } from 'node:crypto';
import { APP_INSTANCE_HEADER, MAX_BATCH } from '../../../contract/handset';

export interface Handset {
  siteId: number;
  appInstanceId: string;
  token: string;
}

interface Row {
  id: number;
  appInstanceId?: string | null;
  role?: string;
  siteId?: number | null;
  emailAddress?: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in; answers the session token. */
export async function signIn(url: string, emailAddress: string, password: string, appInstanceId?: string) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(appInstanceId ? { [APP_INSTANCE_HEADER]: appInstanceId } : {}),
    },
    body: JSON.stringify({ emailAddress, password }),
  });
  await json(response, `login ${emailAddress}`);
  return response.headers.get('x-access-token') ?? '';
}

/** Up to `count` handsets of the admin's company: each site's registered handset, signed in as the site's guard. */
export async function companyHandsets(url: string, admin: string, password: string, count: number) {
  const token = await signIn(url, admin, password);
  const get = async <T>(path: string) =>
    json<T>(await fetch(`${url}/api/v1/${path}`, { headers: { 'x-access-token': token } }), path);
  const me = await get<{ companyId: number }>('employee/me');
  const sites = await get<Row[]>(`site/byCompany/${me.companyId}`);
  const staff = await get<Row[]>(`employee/byCompany/${me.companyId}`);
  const handsets: Handset[] = [];
  for (const site of sites) {
    if (handsets.length === count) break;
    const device = (await get<Row[]>(`device/bySite/${site.id}`)).find((row) => row.appInstanceId);
    const guard = staff.find((row) => row.role === 'default' && row.siteId === site.id && row.emailAddress);
    if (!device?.appInstanceId || !guard?.emailAddress) continue;
    const appInstanceId = device.appInstanceId;
    handsets.push({
      siteId: site.id,
      appInstanceId,
      token: await signIn(url, guard.emailAddress, password, appInstanceId),
    });
  }
  if (handsets.length < count) throw new Error(`${handsets.length} handsets found, ${count} asked for`);
  return handsets;
}

/** `size` panics, each its own eventGuid, sent now. */
export const panicBatch = (size = MAX_BATCH) => {
  const sentAt = Math.floor(Date.now() / 1000);
  return Array.from({ length: size }, () => ({ type: 'panic', eventGuid: randomUUID(), sentAt }));
};

/**
 * Sends one batch; answers the guids the server acknowledged (and of those, the ones it had stored already), or the
 * HTTP status when the batch was refused.
 */
export async function sendBatch(url: string, handset: Handset, events: { eventGuid: string }[]) {
  const response = await fetch(`${url}/api/v1/handset/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-access-token': handset.token,
      [APP_INSTANCE_HEADER]: handset.appInstanceId,
    },
    body: JSON.stringify({ events }),
  });
  if (response.status !== 200) return { status: response.status, acknowledged: [] as string[], duplicates: [] };
  const { results } = (await response.json()) as { results: { status: string }[] };
  const withStatus = (...statuses: string[]) =>
    events.filter((_, index) => statuses.includes(results[index]?.status)).map((event) => event.eventGuid);
  return { status: 200, acknowledged: withStatus('accepted', 'duplicate'), duplicates: withStatus('duplicate') };
}

export interface Load {
  /** Batches answered 200 so far. */
  batches(): number;
  /** Stops sending and waits for the batches in flight to be answered or to fail. */
  stop(): Promise<void>;
  /** Every eventGuid the server acknowledged. */
  acknowledged: Set<string>;
  /** HTTP statuses other than 200 (a 5xx is a fault; a refused connection while the server is away is not counted). */
  statuses: number[];
}

/** Each handset sends `size`-event batches one after another until stopped; a dropped connection ends its loop. */
export function keepSending(url: string, handsets: Handset[], size = MAX_BATCH): Load {
  let running = true;
  let answered = 0;
  const acknowledged = new Set<string>();
  const statuses: number[] = [];
  const loops = handsets.map(async (handset) => {
    while (running) {
      try {
        const sent = await sendBatch(url, handset, panicBatch(size));
        if (sent.status === 200) answered++;
        else statuses.push(sent.status);
        for (const guid of sent.acknowledged) acknowledged.add(guid);
      } catch {
        return; // The server went away: what it acknowledged before is all that counts.
      }
    }
  });
  return {
    batches: () => answered,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
    acknowledged,
    statuses,
  };
}
