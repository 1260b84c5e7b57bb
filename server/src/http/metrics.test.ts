/**
 * GET /metrics and GET /readyz through the app. The figures move after a handset batch (events by type and outcome,
 * the batch's time, a live alert open, its notifications waiting, its escalation steps); no company name is ever in
 * them; METRICS_TOKEN asks for a bearer token; /readyz answers 503 while migrations are missing and once the server
 * is shutting down.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALATION_CHANNELS } from '../../../contract/escalation';
import { HANDSET_EVENT_TYPES } from '../../../contract/handset';
import { buildApp } from '../app';
import { JOB_NAMES } from '../metrics/tally';
import { api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, type Handset, registerHandset } from '../test/live';
import { createSite } from '../test/siteArea';

let t: TestContext;
let handset: Handset;
beforeAll(async () => {
  t = await build();
  const call = api(t);
  const siteId = await createSite(call, 'admin', {
    name: `Metrics Site ${randomUUID().slice(0, 6)}`,
    contacts: [
      {
        name: 'Control Room',
        contactNumber: '+27117840000',
        emailAddress: 'control@example.com',
        shouldReceivePanicsEmail: true,
      },
    ],
  });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(() => t.close());

/** The scrape as Prometheus reads it: each sample line's value by its name and labels. */
async function scrape(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of response.body.split('\n'))
    if (line && !line.startsWith('#')) {
      const at = line.lastIndexOf(' ');
      samples.set(line.slice(0, at), Number(line.slice(at + 1)));
    }
  return { body: response.body, value: (sample: string) => samples.get(sample) ?? 0 };
}

describe('GET /metrics', () => {
  it('exports every labelled series at each known label value on an idle server, its gauges at 0', async () => {
    const idle = await scrape();
    const sample = (name: string, labels: Record<string, string>) =>
      `${name}{${Object.entries(labels)
        .map(([label, value]) => `${label}="${value}"`)
        .join(',')}}`;
    const lines = new Set(idle.body.split('\n').map((line) => line.slice(0, line.lastIndexOf(' '))));
    const expectAt0 = (name: string, labels: Record<string, string>) => {
      expect(lines, sample(name, labels)).toContain(sample(name, labels));
      expect(idle.value(sample(name, labels)), sample(name, labels)).toBe(0);
    };
    // A counter counts for the process: this file may share it with the test files before it (one module graph per
    // worker), so an idle server's counter is there, a number, and 0 in a process of its own.
    const expectCounted = (name: string, labels: Record<string, string>) => {
      expect(lines, sample(name, labels)).toContain(sample(name, labels));
      expect(idle.value(sample(name, labels)), sample(name, labels)).toBeGreaterThanOrEqual(0);
    };
    for (const channel of ESCALATION_CHANNELS) {
      expectAt0('patrol_outbox_pending', { channel });
      expectAt0('patrol_outbox_oldest_pending_seconds', { channel });
      for (const outcome of ['sent', 'failed', 'undeliverable', 'retry'])
        expectCounted('patrol_notifications_settled_total', { channel, outcome });
    }
    for (const name of ['red', 'misc', 'yellow', 'green']) expectAt0('patrol_alerts_open', { class: name });
    for (const type of [...HANDSET_EVENT_TYPES, 'unknown'])
      for (const outcome of ['accepted', 'duplicate', 'rejected'])
        expectCounted('patrol_handset_events_total', { type, outcome });
    for (const job of JOB_NAMES) {
      expectCounted('patrol_job_failures_total', { job });
      expect(lines).toContain(sample('patrol_job_last_run_timestamp_seconds', { job }));
      expect(lines).toContain(sample('patrol_job_last_run_duration_seconds', { job }));
    }
  });

  it("shows the process's figures and the work's own, moving after a handset batch", async () => {
    const before = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(before.body).toContain(`\n${name} `);
    expect(before.value('patrol_sockets_connected')).toBe(0);

    const panic = ev.panic();
    const answer = await handset.send([panic, ev.status(80, true), panic, { type: 'panic' }]);
    expect(answer.json().results.map((result: { status: string }) => result.status)).toEqual([
      'accepted',
      'accepted',
      'duplicate',
      'rejected',
    ]);

    const after = await scrape();
    const moved = (sample: string) => after.value(sample) - before.value(sample);
    expect(moved('patrol_handset_events_total{type="panic",outcome="accepted"}')).toBe(1);
    expect(moved('patrol_handset_events_total{type="deviceStatus",outcome="accepted"}')).toBe(1);
    expect(moved('patrol_handset_events_total{type="panic",outcome="duplicate"}')).toBe(1);
    expect(moved('patrol_handset_events_total{type="panic",outcome="rejected"}')).toBe(1);
    expect(moved('patrol_handset_batch_seconds_count')).toBe(1);
    expect(moved('patrol_alerts_open{class="red"}')).toBe(1);
    // The panic's notifications wait in the outbox (no worker runs here), and its escalation ladder has steps.
    expect(after.value('patrol_outbox_pending{channel="email"}')).toBeGreaterThan(0);
    expect(after.body).toMatch(/\npatrol_outbox_oldest_pending_seconds\{channel="email"\} \d/);
    expect(after.body).toMatch(/\npatrol_escalation_steps_due \d+\n/);
    expect(after.body).not.toMatch(/GuardForce|Cape Shield|Metrics Site/);
    // The PostgreSQL pool's figures, on PostgreSQL only (the embedded database has no pool).
    if (t.database.pool) expect(after.body).toMatch(/\npatrol_db_pool_connections\{state="waiting"\} \d+\n/);
    else expect(after.body).not.toContain('patrol_db_pool_connections');
  });

  it('counts the console sockets connected', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connectClient(url, {
      auth: { token: await api(t).token('admin') },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect((await scrape()).value('patrol_sockets_connected')).toBe(1);
    socket.disconnect();
    await new Promise<void>((resolve) => {
      const check = () => (t.app.realtime.io.of('/').sockets.size === 0 ? resolve() : setTimeout(check, 5));
      check();
    });
    expect((await scrape()).value('patrol_sockets_connected')).toBe(0);
  });
});

describe('METRICS_TOKEN', () => {
  let guarded: TestContext;
  const token = 'a-metrics-token-of-some-length';
  beforeAll(async () => {
    guarded = await build({ METRICS_TOKEN: token }, { demo: false });
  });
  afterAll(() => guarded.close());

  it('asks for the bearer token, and answers it', async () => {
    const get = (authorization?: string) =>
      guarded.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const wrong of [undefined, 'Bearer nope', `Basic ${token}`, `Bearer ${token}x`]) {
      const response = await get(wrong);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const response = await get(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('patrol_handset_events_total');
  });
});

describe('GET /readyz', () => {
  it('answers 200 when migrated and 503 while a migration is missing; /healthz stays liveness', async () => {
    const own = await build({}, { demo: false });
    const ready = await own.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });

    const [last] = (
      await own.database.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await own.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    const migrating = await own.app.inject({ method: 'GET', url: '/readyz' });
    expect(migrating.statusCode).toBe(503);
    expect(migrating.json()).toEqual({ status: 'migrations pending' });
    expect((await own.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await own.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
    );
    expect((await own.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await own.close();
  });

  it('answers 503 once the server is shutting down', async () => {
    const own = await build({}, { demo: false });
    // The same app as the server's, listening, held in its shutdown by a hook until the request below is answered.
    const app = await buildApp(own.config, own.database);
    let entered: () => void = () => {};
    const inShutdown = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.addHook('preClose', async () => {
      entered();
      await held;
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const closing = app.close();
    await inShutdown;
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    release();
    await closing;
    await own.close();
  });
});
