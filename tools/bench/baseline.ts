/** Baselines measured in the same run: a bare INSERT loop on the same database, and a bare socket.io broadcast. */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { percentile, perSecond } from './stats';

const CREATE =
  'create table bench_insert (id serial primary key, event_guid uuid unique, payload jsonb, created timestamptz default now())';
const INSERT = 'insert into bench_insert (event_guid, payload) values ($1, $2)';

/** Single-row INSERTs in a loop for `seconds`; rows per second. */
export async function insertLoop(target: { pgliteDir?: string; url?: string }, seconds: number): Promise<number> {
  const query: (sql: string, params?: unknown[]) => Promise<unknown> = target.url
    ? await (async () => {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        closers.push(() => client.end());
        return (sql: string, params?: unknown[]) => client.query(sql, params);
      })()
    : await (async () => {
        const db = await PGlite.create({ dataDir: target.pgliteDir });
        closers.push(() => db.close());
        return (sql: string, params?: unknown[]) => db.query(sql, params);
      })();
  await query(CREATE);
  let rows = 0;
  const start = Date.now();
  while (Date.now() - start < seconds * 1000) {
    await query(INSERT, [randomUUID(), JSON.stringify({ type: 'deviceLocation', latitude: -26.1, longitude: 28.05 })]);
    rows++;
  }
  const rate = perSecond(rows, Date.now() - start);
  while (closers.length) await (closers.pop() as () => Promise<unknown>)();
  return rate;
}
const closers: (() => Promise<unknown>)[] = [];

/** Latency of a bare socket.io broadcast to `consoles` clients in one room, with `background` messages/s. */
export async function broadcastLatency(consoles: number, background: number, seconds: number) {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => socket.join('company:1'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  const clients: Socket[] = [];
  const latencies: number[] = [];
  const sent = new Map<string, number>();
  for (let i = 0; i < consoles; i++) {
    const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    client.on('probe', (id: string) => {
      const at = sent.get(id);
      if (at !== undefined) latencies.push(performance.now() - at);
    });
    clients.push(client);
  }
  await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.once('connect', () => resolve()))));
  const noise = setInterval(() => {
    for (let i = 0; i < background / 50; i++) io.to('company:1').emit('noise', { latitude: -26.1, longitude: 28.05 });
  }, 20);
  const probes = setInterval(() => {
    const id = randomUUID();
    sent.set(id, performance.now());
    io.to('company:1').emit('probe', id);
  }, 200);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(noise);
  clearInterval(probes);
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const c of clients) c.close();
  io.close();
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
