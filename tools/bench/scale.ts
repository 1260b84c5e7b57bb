/**
 * Scale, measured: `npm run bench:scale` (`-- --only events,consoles,memory,kills` for some). On `npm run cluster`
 * (3 instances on one PostgreSQL behind nginx), each figure beside its baseline of the same run:
 *  events   handset events through the balancer (5,000/s offered, and capacity) beside a bare INSERT loop on the same
 *           database and one instance alone;
 *  consoles a panic reaching 1,000 consoles spread over the instances under 500 events/s, beside a bare socket.io
 *           broadcast (three plain socket.io servers with the same postgres adapter) through the same nginx set-up;
 *  memory   RSS of one instance with 1,000,000 events stored and 100 consoles connected, on PostgreSQL and PGlite;
 *  kills    100 kill -9 of one instance under 500 events/s (killLoop.ts).
 * Prints a markdown table for docs/performance.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../contract/events';
import { openPglite } from '../../server/src/db/client';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { freePort, startServerProcess } from '../../server/src/test/serverProcess';
import { clientAddress, consoleSocket } from '../cluster/clients';
import { nginxConfig } from '../cluster/nginxConfig';
import { type Cluster, startCluster } from '../cluster/start';
import { Api } from '../simulate/api';
import { insertLoop } from './baseline';
import { killLoop } from './killLoop';
import { capacity, handsets, offered } from './load';
import { ms, percentile } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONSOLES = Number(process.env.BENCH_CONSOLES ?? 1000);
const EVENTS_STORED = Number(process.env.BENCH_EVENTS_STORED ?? 1_000_000);
const KILLS = Number(process.env.BENCH_KILLS ?? 100);
const KILL_LIMIT_S = Number(process.env.BENCH_KILL_LIMIT_S ?? 900);
const onlyAt = process.argv.indexOf('--only');
const only = (onlyAt > 0 ? process.argv[onlyAt + 1] : 'events,consoles,memory,kills').split(',');
const root = resolve(import.meta.dirname, '../..');
const sleep = (millis: number) => new Promise((done) => setTimeout(done, millis));
const rows: string[] = [];
const row = (...cells: (string | number)[]) => {
  rows.push(`| ${cells.join(' | ')} |`);
  console.log(rows.at(-1));
};

async function freshDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function adminToken(url: string) {
  const admin = new Api(url);
  await admin.login('admin@guardforce.co.za', DEMO_PASSWORD);
  return admin.token;
}

/** `count` consoles through `url`, each from its own address (default transports), connected. */
async function connectConsoles(url: string, count: number, token: string | undefined, onProbe: (id: string) => void) {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) => {
      const socket = consoleSocket(url, clientAddress(start + i), token ?? '');
      socket.on(SOCKET_EVENTS.critical, (payload: { eventGuid: string }) => onProbe(payload.eventGuid));
      socket.on('probe', (id: string) => onProbe(id));
      return socket;
    });
    await Promise.all(
      batch.map((socket) => new Promise<void>((done) => (socket.connected ? done() : socket.once('connect', done)))),
    );
    sockets.push(...batch);
  }
  return sockets;
}

async function events(cluster: Cluster) {
  const base = await insertLoop({ url: await freshDatabase(cluster.databaseUrl, 'bench_baseline') }, SECONDS);
  const through = await handsets(cluster.balancerUrl);
  const held = await offered(through, 5000, 50, SECONDS, 3);
  row(
    'PostgreSQL, 3 instances behind nginx',
    'handset events at 5000/s offered',
    `${held.eventsPerSecond}/s, HTTP p50 ${ms(held.p50)}, p99 ${ms(held.p99)}`,
    `bare INSERT loop: ${base}/s`,
    `batches of 50 from 4 handsets, open loop; ${held.failed} batches failed`,
  );
  const most = await capacity(through, 16, 50, SECONDS);
  row(
    'PostgreSQL, 3 instances behind nginx',
    'handset events, 16 batches at once',
    `${most.eventsPerSecond}/s`,
    `bare INSERT loop: ${base}/s`,
    `capacity: HTTP p50 ${ms(most.p50)}, p99 ${ms(most.p99)}`,
  );
  const alone = await handsets(cluster.instanceUrls[0]);
  const single = await offered(alone, 5000, 50, SECONDS, 3);
  row(
    'PostgreSQL, 1 instance (no balancer)',
    'handset events at 5000/s offered',
    `${single.eventsPerSecond}/s, HTTP p50 ${ms(single.p50)}, p99 ${ms(single.p99)}`,
    `bare INSERT loop: ${base}/s`,
    `same run, same cluster; ${single.failed} batches failed`,
  );
  const singleMost = await capacity(alone, 8, 50, SECONDS);
  row(
    'PostgreSQL, 1 instance (no balancer)',
    'handset events, 8 batches at once',
    `${singleMost.eventsPerSecond}/s`,
    `bare INSERT loop: ${base}/s`,
    `capacity: HTTP p50 ${ms(singleMost.p50)}, p99 ${ms(singleMost.p99)}`,
  );
}

/** Latency from each probe to each console: `probe(id)` sends one; probes every 250 ms for SECONDS after a warm-up. */
async function probeLatency(
  connected: Socket[],
  probe: (id: string) => Promise<void>,
  sent: Map<string, number>,
  latencies: number[],
) {
  await sleep(3000);
  const stop = performance.now() + SECONDS * 1000;
  while (performance.now() < stop) {
    const id = randomUUID();
    sent.set(id, performance.now());
    await probe(id);
    await sleep(250);
  }
  await sleep(1500);
  for (const socket of connected) socket.close();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    received: latencies.length,
    expected: sent.size * connected.length,
  };
}

async function consoles(cluster: Cluster) {
  const apis = await handsets(cluster.balancerUrl);
  const token = await adminToken(cluster.balancerUrl);
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  const onProbe = (id: string) => {
    const at = sent.get(id);
    if (at !== undefined) latencies.push(performance.now() - at);
  };
  const connected = await connectConsoles(cluster.balancerUrl, CONSOLES, token, onProbe);
  const noise = offered(apis, 500, 10, SECONDS, 3);
  const app = await probeLatency(
    connected,
    async (id) => {
      await apis[0].send([{ type: 'panic', eventGuid: id }]);
    },
    sent,
    latencies,
  );
  const load = await noise;
  row(
    'PostgreSQL, 3 instances behind nginx',
    `panic POST → ${CONSOLES} consoles, 500 events/s background`,
    `p50 ${ms(app.p50)}, p99 ${ms(app.p99)}`,
    'see bare broadcast below',
    `consoles spread by address over the instances, default transports; ${app.received}/${app.expected} deliveries; background ${load.eventsPerSecond}/s, HTTP p99 ${ms(load.p99)}`,
  );

  // The baseline: three plain socket.io servers with the postgres adapter on the same database, behind the same nginx.
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 10 });
  const servers = await Promise.all(
    [0, 1, 2].map(async () => {
      const http = createServer();
      const io = new Server(http);
      io.adapter(createAdapter(pool));
      io.on('connection', (socket) => socket.join('company:1'));
      const port = await freePort();
      await new Promise<void>((done) => http.listen(port, '127.0.0.1', done));
      return { io, http, port };
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const asRoot = process.getuid?.() === 0;
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'tmp'));
  if (asRoot) chownSync(join(dir, 'tmp'), 65534, 65534);
  const nginxPort = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    nginxConfig({
      dir,
      port: nginxPort,
      instances: servers.map((server) => `127.0.0.1:${server.port}`),
      locations: join(root, 'deploy/nginx/patrol-console-proxy.conf'),
      user: asRoot ? 'nobody nogroup' : undefined,
    }),
  );
  const nginx: ChildProcess = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: 'inherit',
    },
  );
  await sleep(500);
  const bareSent = new Map<string, number>();
  const bareLatencies: number[] = [];
  // The app's background (500 events/s in batches of 10) reaches its consoles as 50 location broadcasts a second,
  // one per batch: the bare servers broadcast as many, in turn.
  let turn = 0;
  const background = setInterval(() => {
    servers[turn++ % 3].io.to('company:1').emit('noise', { latitude: -26.1, longitude: 28.05 });
  }, 20);
  const bare = await probeLatency(
    await connectConsoles(`http://127.0.0.1:${nginxPort}`, CONSOLES, undefined, (id) => {
      const at = bareSent.get(id);
      if (at !== undefined) bareLatencies.push(performance.now() - at);
    }),
    async (id) => {
      servers[0].io.to('company:1').emit('probe', id);
    },
    bareSent,
    bareLatencies,
  );
  clearInterval(background);
  row(
    '3 bare socket.io servers behind nginx',
    `broadcast → ${CONSOLES} clients, 50 broadcasts/s background`,
    `p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`,
    '—',
    `baseline: same nginx locations, same postgres adapter and database; ${bare.received}/${bare.expected} deliveries`,
  );
  nginx.kill('SIGQUIT');
  await new Promise((done) => nginx.once('exit', done));
  rmSync(dir, { recursive: true, force: true });
  for (const server of servers) server.io.close();
  await pool.end();
}

const rss = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

/** 1,000,000 events of the demo company's first handset over the past 30 days, in one statement. */
const STORE_EVENTS = (count: number) => `
  insert into events (event_guid, type, company_id, site_id, device_id, employee_id, sent_at, latitude, longitude, payload)
  select gen_random_uuid(), (array['nfcTagScan','deviceLocation','deviceStatus','pleaseCallMe'])[1 + n % 4], d.company_id,
         d.site_id, d.id, null, now() - (n % 2592000) * interval '1 second', -26.1, 28.05, '{}'::jsonb
  from generate_series(1, ${count}) n,
       (select devices.id, devices.site_id, sites.company_id from devices join sites on sites.id = devices.site_id
        order by devices.id limit 1) d`;

/** What the console's first screens ask of the instance, then its memory with `count` consoles connected. */
async function memoryOf(url: string, pid: number) {
  const token = await adminToken(url);
  const sockets = await connectConsoles(url, 100, token, () => {});
  const now = Math.floor(Date.now() / 1000);
  for (const path of [
    'alert/unrespondedTo',
    `alert/byDateRange?from=${now - 86_400}&to=${now}`,
    `alert/since?afterId=0`,
  ])
    await fetch(`${url}/api/v1/${path}`, { headers: { 'x-access-token': token } });
  await sleep(2000);
  const figure = rss(pid);
  for (const socket of sockets) socket.close();
  return figure;
}

async function memory(cluster: Cluster) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  await client.query(STORE_EVENTS(EVENTS_STORED));
  const stored = (await client.query('select count(*)::int as n from events')).rows[0].n;
  await client.end();
  const onPostgres = await memoryOf(cluster.instanceUrls[1], cluster.instancePids[1]);
  row(
    'PostgreSQL',
    'RSS of one instance, 100 consoles connected',
    `${onPostgres.rss.toFixed(0)} MiB (peak ${onPostgres.peak.toFixed(0)} MiB)`,
    '1 GiB',
    `${stored} events stored`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  await (await startServerProcess('tsx', dataDir, { DEMO: '1', DATABASE_URL: '' })).stop();
  const database = await openPglite(join(dataDir, 'pgdata'));
  await database.db.execute(STORE_EVENTS(EVENTS_STORED));
  const [{ n }] = (await database.db.execute<{ n: number }>('select count(*)::int as n from events')).rows;
  await database.close();
  const server = await startServerProcess('tsx', dataDir, { DATABASE_URL: '', AUTH_RATE_LIMIT: '1000' });
  try {
    const pid = Number(readFileSync(join(dataDir, 'server.lock'), 'utf8'));
    const onPglite = await memoryOf(server.url, pid);
    row(
      'PGlite',
      'RSS of one instance, 100 consoles connected',
      `${onPglite.rss.toFixed(0)} MiB (peak ${onPglite.peak.toFixed(0)} MiB)`,
      '1 GiB',
      `${n} events stored; the database runs inside the process`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function kills(cluster: Cluster) {
  const result = await killLoop(cluster, { kills: KILLS, limitSeconds: KILL_LIMIT_S, rate: 500 });
  row(
    'PostgreSQL, 3 instances behind nginx',
    `kill -9 of one instance under 500 events/s`,
    `${result.kills} kills in ${result.seconds} s: ${result.lost} acknowledged events lost, ${result.twice} stored twice`,
    `${result.acknowledged} events acknowledged`,
    `${result.retried} batch sends failed (an error answer or none) and were sent again; offered ${result.offeredPerSecond}/s`,
  );
}

const cluster = await startCluster({
  CLUSTER_INSTANCES: '3',
  CLUSTER_RESTART: '1',
  DEMO: '1',
  DEMO_HISTORY_DAYS: '0',
  LOG_LEVEL: 'error',
  HANDSET_RATE_LIMIT: '100000',
  AUTH_RATE_LIMIT: '1000',
  LIVE_WATCH_INTERVAL_MS: '600000',
  JWT_SECRET: undefined,
  DATABASE_URL: undefined,
});
try {
  console.log('| setup | measure | result | baseline (same run) | notes |');
  console.log('|---|---|---|---|---|');
  if (only.includes('events')) await events(cluster);
  if (only.includes('consoles')) await consoles(cluster);
  if (only.includes('kills')) await kills(cluster);
  if (only.includes('memory')) await memory(cluster);
} finally {
  await cluster.stop();
}
console.log(`\n${rows.join('\n')}`);
process.exit(0);
