/**
 * The signed checkpoints' cost on the demo's week of history (embedded database): `npm run bench:checkpoints`.
 * Loads the demo and its history, then times the checkpoint job (first run, then a run with nothing moved), each
 * site's integrity check of the whole week (the events' hashes, links, and the chains against their checkpoints),
 * and the audit log's check. Prints a markdown table for docs/performance.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config';
import { openPglite } from '../../server/src/db/client';
import { DEMO_COMPANY, loadDemo } from '../../server/src/db/demo/load';
import { loadDemoHistoryOf } from '../../server/src/db/demo/seed';
import { companies, sites } from '../../server/src/db/schema';
import { fileStoreFor } from '../../server/src/integrations/fileStore';
import { applyCheckpointKey } from '../../server/src/modules/integrity/checkpointKey';
import { makeCheckpoints } from '../../server/src/modules/integrity/checkpoints';
import { applySealKey } from '../../server/src/modules/integrity/seal';
import { checkAuditIntegrity, checkIntegrity } from '../../server/src/modules/integrity/service';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkpoints-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
applyCheckpointKey(config.checkpointSecret);
applySealKey(config.checkpointSecret);
const database = await openPglite();
await loadDemo(database.db);
const made = await loadDemoHistoryOf(database.db, { files: fileStoreFor(database, dataDir), settings: config });
const [{ count }] = (await database.db.execute(sql`select count(*)::int as count from events`)).rows as {
  count: number;
}[];

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { ms: Math.round(performance.now() - started), value };
};
const first = await timed(() => makeCheckpoints(database.db));
const idle = await timed(() => makeCheckpoints(database.db));
const [company] = await database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY));
const now = Math.floor(Date.now() / 1000);
const week = { startDate: now - 8 * 86_400, endDate: now + 60 };
const lines: string[] = [];
for (const site of await database.db.select().from(sites).where(eq(sites.companyId, company.id))) {
  const checked = await timed(() => checkIntegrity(database.db, company.id, { siteId: site.id, ...week }));
  lines.push(
    `| site check, a week: ${site.name} | ${checked.ms} | ${checked.value.checked} events, ${checked.value.checkpoints} checkpoints, intact ${checked.value.intact} |`,
  );
}
const audit = await timed(() => checkAuditIntegrity(database.db, company.id));
console.log(`\ndemo history: ${made?.events ?? 0} events stored by the history, ${count} in all\n`);
console.log('| step | ms | what |\n|---|---|---|');
console.log(`| checkpoint job, first run | ${first.ms} | ${first.value} checkpoints made |`);
console.log(`| checkpoint job, nothing moved | ${idle.ms} | ${idle.value} made |`);
for (const line of lines) console.log(line);
console.log(
  `| audit log check | ${audit.ms} | ${audit.value.checked} rows, ${audit.value.checkpoints} checkpoints, intact ${audit.value.intact} |`,
);
await database.close();
