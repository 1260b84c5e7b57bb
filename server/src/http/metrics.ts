/**
 * GET /metrics in the Prometheus text format: the process's figures (server/src/metrics/tally.ts: Node and process,
 * handset events and batches, notifications settled, background jobs), and this instance's gauges read on each
 * scrape — live alerts open by class, notifications waiting by channel and the oldest one's age, escalation steps
 * due (one query each, on partial indexes), sockets connected, and the PostgreSQL pool's connections and waiting
 * queries. Aggregates only: no company names. With METRICS_TOKEN set it asks for `Authorization: Bearer <token>`.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { ALERT_CLASS, type AlertClass, ANSWERABLE, type LiveType, UNRESPONDED_DAYS } from '../../../contract/events';
import { MESSAGES } from '../../../contract/messages';
import type { Database } from '../db/client';
import { NOTIFY_CHANNELS, processRegistry } from '../metrics/tally';

const CLASSES: AlertClass[] = ['red', 'misc', 'yellow', 'green'];

function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** This instance's gauges, each read when scraped. */
function instanceRegistry(app: FastifyInstance, database: Database) {
  const registry = new Registry();
  const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await app.db.execute<Row>(query)).rows;

  new Gauge({
    name: 'patrol_alerts_open',
    help: `Alerts nobody has answered yet (of the last ${UNRESPONDED_DAYS} days, as the consoles list them), by class`,
    labelNames: ['class'],
    registers: [registry],
    async collect() {
      const open = await rows<{ type: string; n: number }>(sql`
        select e.type, count(*)::int as n from events e
        where e.type in (${sql.join(
          ANSWERABLE.map((type) => sql`${type}`),
          sql`, `,
        )})
          and e.sent_at >= now() - make_interval(days => ${UNRESPONDED_DAYS})
          and (e.type <> 'patrolEnded' or e.payload ->> 'status' <> 'complete')
          and (e.type <> 'tagOverdue' or not (e.payload ? 'clearedAt'))
          and not exists (select 1 from alert_responses r where r.responded_to_guid = e.event_guid)
        group by e.type`);
      const byClass = new Map<AlertClass, number>(CLASSES.map((name) => [name, 0]));
      for (const { type, n } of open) {
        const name = ALERT_CLASS[type as LiveType];
        byClass.set(name, (byClass.get(name) ?? 0) + n);
      }
      for (const [name, n] of byClass) this.set({ class: name }, n);
    },
  });

  // One query answers both gauges of a scrape (a scrape collects its gauges at once).
  let pending: Promise<{ channel: string; n: number; age: number }[]> | null = null;
  const pendingByChannel = () => {
    pending ??= rows<{ channel: string; n: number; age: number }>(sql`
      select channel, count(*)::int as n, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
      from notification_outbox where status in ('pending', 'sending') group by channel`).finally(() => {
      pending = null;
    });
    return pending;
  };
  new Gauge({
    name: 'patrol_outbox_pending',
    help: 'Notifications waiting to be sent (pending or being sent), by channel',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const channel of NOTIFY_CHANNELS) this.set({ channel }, 0);
      for (const { channel, n } of await pendingByChannel()) this.set({ channel }, n);
    },
  });
  new Gauge({
    name: 'patrol_outbox_oldest_pending_seconds',
    help: 'Age of the oldest notification waiting to be sent, by channel',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const channel of NOTIFY_CHANNELS) this.set({ channel }, 0);
      for (const { channel, age } of await pendingByChannel()) this.set({ channel }, age);
    },
  });

  new Gauge({
    name: 'patrol_escalation_steps_due',
    help: 'Escalation steps of unanswered alerts that are due and not yet run',
    registers: [registry],
    async collect() {
      const [due] = await rows<{ n: number }>(
        sql`select count(*)::int as n from escalation_steps where status = 'pending' and due_at <= now()`,
      );
      this.set(due.n);
    },
  });

  new Gauge({
    name: 'patrol_sockets_connected',
    help: 'Console sockets connected to this instance',
    registers: [registry],
    collect() {
      this.set(app.realtime.io.of('/').sockets.size);
    },
  });

  const pool = database.pool;
  if (pool) {
    const figures = {
      total: () => pool.totalCount,
      idle: () => pool.idleCount,
      waiting: () => pool.waitingCount,
    };
    new Gauge({
      name: 'patrol_db_pool_connections',
      help: 'The PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        for (const [state, figure] of Object.entries(figures)) this.set({ state }, figure());
      },
    });
  }
  return registry;
}

export default fp<{ database: Database; token?: string }>(
  async (app, opts) => {
    const registry = Registry.merge([processRegistry, instanceRegistry(app, opts.database)]);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (opts.token && !tokenMatches(request.headers.authorization, opts.token))
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: MESSAGES.auth.metricsToken });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['realtime'] },
);
