/** Load on a running server through its real API: handset batches, and consoles on sockets. */
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../contract/events';
import { Api } from '../simulate/api';
import { percentile, perSecond } from './stats';

const PASSWORD = 'Patrol123!';
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
      await api.login(guard, PASSWORD);
      return api;
    }),
  );
}

const location = () => ({
  type: 'deviceLocation',
  latitude: -26.1076 + Math.random() * 1e-3,
  longitude: 28.0567 + Math.random() * 1e-3,
});

async function post(api: Api, events: Record<string, unknown>[], latencies: number[]) {
  const start = performance.now();
  const results = await api.send(events);
  latencies.push(performance.now() - start);
  return results.filter((r) => r.status === 'accepted').length;
}

/** As many batches as `workers` handsets can send for `seconds`: accepted events per second and HTTP latency. */
export async function throughput(apis: Api[], workers: number, batch: number, seconds: number) {
  const latencies: number[] = [];
  let accepted = 0;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (Date.now() - start < seconds * 1000) {
        // Awaited first, then added: `accepted += await …` would add to a stale total across workers.
        const taken = await post(apis[w % apis.length], Array.from({ length: batch }, location), latencies);
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

/** Latency from a handset POST of a panic to each of `consoles` sockets receiving it, under `background` events/s. */
export async function alertLatency(url: string, apis: Api[], consoles: number, background: number, seconds: number) {
  const admin = new Api(url);
  await admin.login('admin@guardforce.co.za', PASSWORD);
  const token = (admin as unknown as { token: string }).token;
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  for (let i = 0; i < consoles; i++) {
    const socket = connect(url, { auth: { token }, transports: ['websocket'] });
    socket.on(SOCKET_EVENTS.critical, (payload: { eventGuid: string }) => {
      const at = sent.get(payload.eventGuid);
      if (at !== undefined) latencies.push(performance.now() - at);
    });
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
  const httpLatencies: number[] = [];
  let backgroundAccepted = 0;
  const stop = Date.now() + seconds * 1000;
  const batch = 10;
  // One paced sender per handset, so one slow answer does not hold back the whole background.
  const tick = (batch * 1000 * apis.length) / background;
  const noise = apis.map(async (api, i) => {
    let next = performance.now() + (tick * i) / apis.length;
    while (Date.now() < stop) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const taken = await post(api, Array.from({ length: batch }, location), httpLatencies).catch(() => 0);
      backgroundAccepted += taken;
      next += tick;
    }
  });
  const panicHttp: number[] = [];
  const probes = (async () => {
    while (Date.now() < stop) {
      const eventGuid = randomUUID();
      const at = performance.now();
      sent.set(eventGuid, at);
      await apis[0].send([{ type: 'panic', eventGuid }]);
      panicHttp.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.all([...noise, probes]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const s of sockets) s.close();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    received: latencies.length,
    expected: sent.size * consoles,
    backgroundPerSecond: perSecond(backgroundAccepted, seconds * 1000),
    httpP99: percentile(httpLatencies, 99),
    /** The panic POST's own answer time: the part of the latency spent before the emit. */
    panicHttpP50: percentile(panicHttp, 50),
    panicHttpP99: percentile(panicHttp, 99),
  };
}
