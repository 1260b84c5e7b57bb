/** Load on a running server through its real API: handset batches, and consoles on sockets. */
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../contract/events';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { Api } from '../simulate/api';
import { percentile, perSecond } from './stats';

const GUARDS = [
  'ayanda.mthembu@guardforce.co.za',
  'johannes.botha@guardforce.co.za',
  'nomvula.zulu@guardforce.co.za',
  'tshepo.molefe@guardforce.co.za',
];

/** One signed-in handset per demo device of the company. */
export async function handsets(url: string): Promise<Api[]> {
  return Promise.all(
    GUARDS.map(async (guard, i) => {
      const api = new Api(url, `demo-app-${i}-1`);
      await api.login(guard, DEMO_PASSWORD);
      return api;
    }),
  );
}

const location = () => ({
  type: 'deviceLocation',
  latitude: -26.1076 + Math.random() * 1e-3,
  longitude: 28.0567 + Math.random() * 1e-3,
});
const locations = (count: number) => Array.from({ length: count }, location);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(api: Api, events: Record<string, unknown>[], latencies: number[]) {
  const start = performance.now();
  const results = await api.send(events);
  latencies.push(performance.now() - start);
  return results.filter((r) => r.status === 'accepted').length;
}

/** As many batches as `workers` handsets can send one after another for `seconds`: the capacity. */
export async function capacity(apis: Api[], workers: number, batch: number, seconds: number) {
  const latencies: number[] = [];
  let accepted = 0;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (Date.now() - start < seconds * 1000) {
        // Awaited first, then added: `accepted += await …` would add to a stale total across workers.
        const taken = await post(apis[w % apis.length], locations(batch), latencies);
        accepted += taken;
      }
    }),
  );
  return {
    eventsPerSecond: perSecond(accepted, Date.now() - start),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Location batches offered at `rate` events/s, spread over the handsets, for `warmup` + `seconds`.
 * Open loop: a batch goes out on time whether or not earlier answers are back (as many handsets
 * would), so a slow server shows in the latency instead of lowering the load. Only batches sent after
 * the warm-up are counted.
 */
export async function offered(apis: Api[], rate: number, batch: number, seconds: number, warmup = 0) {
  const latencies: number[] = [];
  let accepted = 0;
  let failed = 0;
  const tick = (batch * 1000) / rate;
  const begin = performance.now();
  const measureFrom = begin + warmup * 1000;
  const end = measureFrom + seconds * 1000;
  const inFlight: Promise<void>[] = [];
  for (let n = 0, at = begin; at < end; n++, at = begin + n * tick) {
    const wait = at - performance.now();
    if (wait > 0) await sleep(wait);
    const counted = at >= measureFrom;
    const api = apis[n % apis.length];
    inFlight.push(
      post(api, locations(batch), counted ? latencies : []).then(
        (taken) => {
          if (counted) accepted += taken;
        },
        () => {
          if (counted) failed += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return {
    eventsPerSecond: perSecond(accepted, seconds * 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

/** `count` consoles signed in as the company's admin, connected; `onPanic` is called with each panic's guid. */
async function consoles(url: string, count: number, onPanic: (eventGuid: string) => void) {
  const admin = new Api(url);
  await admin.login('admin@guardforce.co.za', DEMO_PASSWORD);
  const token = admin.token;
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect(url, { auth: { token }, transports: ['websocket'] });
    socket.on(SOCKET_EVENTS.critical, (payload: { eventGuid: string }) => onPanic(payload.eventGuid));
    sockets.push(socket);
  }
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise((resolve, reject) => {
          s.once('connect', () => resolve(undefined));
          s.once('connect_error', reject);
        }),
    ),
  );
  return sockets;
}

/**
 * Latency from a handset's panic POST to each of `count` consoles' sockets receiving it, while
 * `background` location events/s are offered (batches of 10). Probes start after `warmup` seconds. The server's
 * first panic (its code's first run: compiled, its modules read) is sent during the warm-up and timed apart.
 */
export async function alertLatency(
  url: string,
  apis: Api[],
  count: number,
  background: number,
  seconds: number,
  warmup = 3,
) {
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const first = { guid: randomUUID(), at: 0, latencies: [] as number[] };
  const sockets = await consoles(url, count, (eventGuid) => {
    if (eventGuid === first.guid) first.latencies.push(performance.now() - first.at);
    const at = sent.get(eventGuid);
    if (at !== undefined) latencies.push(performance.now() - at);
  });
  const noise = offered(apis, background, 10, seconds, warmup);
  await sleep(1000);
  first.at = performance.now();
  await apis[0].send([{ type: 'panic', eventGuid: first.guid }]);
  await sleep(warmup * 1000 - 1000);
  const panicHttp: number[] = [];
  const stop = performance.now() + seconds * 1000;
  while (performance.now() < stop) {
    const eventGuid = randomUUID();
    const at = performance.now();
    sent.set(eventGuid, at);
    await apis[0].send([{ type: 'panic', eventGuid }]);
    panicHttp.push(performance.now() - at);
    await sleep(250);
  }
  const load = await noise;
  await sleep(1000);
  for (const s of sockets) s.close();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    received: latencies.length,
    expected: sent.size * count,
    backgroundPerSecond: load.eventsPerSecond,
    httpP99: load.p99,
    /** The panic POST's own answer: the part of the latency spent before the emit. */
    panicHttpP99: percentile(panicHttp, 99),
    panics: sent.size,
    /** The server's first panic, to its last console (of `count`). */
    firstMs: first.latencies.length === count ? Math.max(...first.latencies) : Number.NaN,
  };
}
