/**
 * The events hash chain's cost on PostgreSQL: `npm run bench:hashChain`. One handset's locations stored as the
 * server stores a batch (one INSERT … SELECT of 50 rows from a JSON parameter, ON CONFLICT DO NOTHING), one batch
 * after another on one connection, taking turns between: the chain as migrated (its functions inlined into the
 * trigger, migration 0021) with each row then sealed in the same transaction as the server seals it (migration 0034),
 * the same chain unsealed, the chain as before 0021 (event_content and event_hash declared IMMUTABLE, so called per
 * row), and no chain (the trigger disabled), in the same run. Ends by checking that every chained row's hash
 * verifies and each chain runs 1, 2, 3, … without a gap. Prints a markdown table for docs/performance.md.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { applySealKey, sealOf } from '../../server/src/modules/integrity/seal';
import { freshPostgres, writeTenant } from './scaffold';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROWS = 50;
const VARIANTS = {
  'chained and sealed, in a transaction (now)': { volatility: 'STABLE', sealed: true },
  'chained, functions inlined (before 0034)': { volatility: 'STABLE', sealed: false },
  'chained, a function call per row (before 0021)': { volatility: 'IMMUTABLE', sealed: false },
  unchained: { volatility: null, sealed: false },
} as const;
type Variant = keyof typeof VARIANTS;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('run through tools/pg/with-postgres.sh, as npm run bench:hashChain does');
const database = await freshPostgres(url, 'bench_hash_chain');
const { companyId } = await writeTenant(database.db, DEMO_PASSWORD, {
  company: 'Bench Chain',
  area: 'Bench Area',
  domain: 'chain.example.test',
});
await database.close();
const client = new pg.Client({ connectionString: new URL('/bench_hash_chain', url).toString() });
await client.connect();

const INSERT = `with incoming as (
    select * from jsonb_to_recordset($1::jsonb)
      as p(event_guid uuid, sent_at bigint, latitude double precision, longitude double precision))
  insert into events (event_guid, type, company_id, sent_at, latitude, longitude, payload)
  select event_guid, 'deviceLocation', $2, to_timestamp(sent_at), latitude, longitude,
    jsonb_build_object('eventGuid', event_guid, 'type', 'deviceLocation', 'latitude', latitude,
      'longitude', longitude, 'sentAt', sent_at)
  from incoming
  on conflict (event_guid) do nothing
  returning id, company_id, chain_device_id, chain_seq, chain_hash`;

applySealKey('bench-seal-secret-that-is-long-enough');
interface StoredRow {
  id: number;
  company_id: number;
  chain_device_id: number;
  chain_seq: string;
  chain_hash: string;
}

let sentAt = 1_795_600_000;
async function storeBatches(variant: Variant): Promise<number> {
  const { volatility, sealed } = VARIANTS[variant];
  if (volatility) {
    await client.query('alter table events enable trigger events_chain');
    await client.query(`alter function event_content(events) ${volatility}`);
    await client.query(`alter function event_hash(text, events) ${volatility}`);
  } else await client.query('alter table events disable trigger events_chain');
  const started = performance.now();
  for (let batch = 0; batch < BATCHES; batch++) {
    const points = Array.from({ length: ROWS }, (_, i) => ({
      event_guid: randomUUID(),
      sent_at: sentAt++,
      latitude: -26.1076 + i / 10_000,
      longitude: 28.0567 + i / 10_000,
    }));
    if (!sealed) {
      await client.query(INSERT, [JSON.stringify(points), companyId]);
      continue;
    }
    // As the server stores a batch: the insert, then the rows' seals, in one transaction (alert/store.ts sealStored).
    await client.query('begin');
    const stored = await client.query<StoredRow>(INSERT, [JSON.stringify(points), companyId]);
    const seals = stored.rows.map((row) => ({
      id: row.id,
      seal: sealOf({
        companyId: row.company_id,
        chainDeviceId: row.chain_device_id,
        seq: Number(row.chain_seq),
        hash: row.chain_hash,
      }),
    }));
    await client.query(
      `insert into event_seals (event_id, seal)
       select v.id, v.seal from jsonb_to_recordset($1::jsonb) as v(id integer, seal text)`,
      [JSON.stringify(seals)],
    );
    await client.query('commit');
  }
  return (BATCHES * ROWS * 1000) / (performance.now() - started);
}

const rates: Record<Variant, number[]> = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []])) as never;
const loadBefore = loadavg()[0];
for (let round = 0; round < ROUNDS; round++)
  for (const variant of Object.keys(VARIANTS) as Variant[]) rates[variant].push(await storeBatches(variant));
await client.query('alter table events enable trigger events_chain');
await client.query('alter function event_content(events) STABLE');
await client.query('alter function event_hash(text, events) STABLE');

const check = await client.query<{ chained: number; wrong: number; gaps: number }>(
  `select count(*)::int as chained,
     count(*) filter (where chain_hash <> event_hash(chain_prev, e))::int as wrong,
     (select count(*)::int from (select chain_seq - lag(chain_seq) over (order by chain_seq) as step
        from events where chain_seq is not null) s where step <> 1) as gaps
   from events e where chain_seq is not null`,
);
await client.end();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (value: number) => Math.round(value).toLocaleString('en');
console.log('| stored as | events/s (median) | runs | notes |\n|---|---|---|---|');
for (const variant of Object.keys(VARIANTS) as Variant[])
  console.log(
    `| ${variant} | ${fmt(median(rates[variant]))} | ${rates[variant].map(fmt).join(', ')} | ${BATCHES} batches of ${ROWS} each run |`,
  );
const { chained, wrong, gaps } = check.rows[0];
console.log(
  `\n${chained} chained rows: ${wrong} hashes wrong, ${gaps} gaps; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
);
process.exit(wrong || gaps ? 1 : 0);
