/**
 * `kill -9` under handset load: a real server on its own data (PGlite in a folder, or a PostgreSQL database)
 * takes 20-panic batches from three handsets; after a while it is killed with SIGKILL and started again on the
 * same data, round after round. At the end every eventGuid the server acknowledged is looked up in the database:
 * none may be missing (lost) and none stored twice.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { companyHandsets, keepSending } from '../../server/src/test/handsetLoad';
import { freePort } from '../../server/src/test/serverProcess';

export interface KillFigures {
  rounds: number;
  acknowledged: number;
  lost: number;
  storedTwice: number;
  serverErrors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string, databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      CONSOLE_DIR: join(dataDir, 'no-console'),
      JWT_SECRET: 'probe-secret-that-is-long-enough-for-the-server',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(50);
  }
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { url, kill };
}

/** How often each guid is stored, read straight from the database once the server is gone. */
async function storedCounts(dataDir: string, databaseUrl: string, guids: string[]): Promise<Map<string, number>> {
  const query = 'select event_guid as guid, count(*)::int as n from events where event_guid = any($1) group by 1';
  let rows: { guid: string; n: number }[];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query(query, [guids])).rows;
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    rows = (await db.query<{ guid: string; n: number }>(query, [guids])).rows;
    await db.close();
  }
  return new Map(rows.map((row) => [row.guid, row.n]));
}

export async function killLoop(
  dataDir: string,
  databaseUrl: string,
  rounds: number,
  log: (line: string) => void,
): Promise<KillFigures> {
  const acknowledged = new Set<string>();
  let serverErrors = 0;
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(dataDir, databaseUrl);
    const handsets = await companyHandsets(server.url, 'admin@guardforce.co.za', DEMO_PASSWORD, 3);
    // Batches of 20: several are answered before the kill, and one is cut short by it.
    const load = keepSending(server.url, handsets, 20);
    // Killed at some point of a batch, once some were answered: 4 to 8 s into the load.
    for (let waited = 0; load.batches() === 0 && waited < 60_000; waited += 100) await sleep(100);
    await sleep(4000 + Math.floor(Math.random() * 4000));
    await server.kill();
    await load.stop();
    for (const guid of load.acknowledged) acknowledged.add(guid);
    serverErrors += load.statuses.filter((status) => status >= 500).length;
    log(
      `kill -9 round ${round}: ${load.batches()} batches answered, ${load.acknowledged.size} events acknowledged, refused: ${load.statuses.join(' ') || 'none'}`,
    );
  }
  const counts = await storedCounts(dataDir, databaseUrl, [...acknowledged]);
  return {
    rounds,
    acknowledged: acknowledged.size,
    lost: [...acknowledged].filter((guid) => !counts.has(guid)).length,
    storedTwice: [...counts.values()].filter((n) => n > 1).length,
    serverErrors,
  };
}
