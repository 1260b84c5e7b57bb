/**
 * Cold start of the server on an existing embedded database: from spawning node to /healthz 200, run as
 * production runs it (compiled JavaScript), as `npm start` restarts it on a current build (its stamp check, then
 * the compiled server) and through the TypeScript loader (tsx), beside bare Fastify answering /healthz (node and the
 * framework alone), taking turns so all see the same machine. The data folder is made once, with the demo data, by a
 * first start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerBuild, startServerProcess } from '../../server/src/test/serverProcess';
import { percentile } from './stats';

export type ColdStarts = Record<ServerBuild, number[]>;

/**
 * `runs` starts of each of `builds`, taking turns; on the embedded database, or on PostgreSQL when `env` names a
 * DATABASE_URL (made once by a first start, as the data folder is).
 */
export async function coldStarts(
  runs: number,
  env: Record<string, string> = {},
  builds: readonly ServerBuild[] = ['compiled', 'start', 'tsx', 'bare'],
): Promise<ColdStarts> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-start-'));
  try {
    await (await startServerProcess('compiled', dataDir, { DEMO: '1', ...env })).stop();
    const times: ColdStarts = { compiled: [], start: [], tsx: [], bare: [] };
    for (let run = 0; run < runs; run++) {
      for (const build of builds) {
        const server = await startServerProcess(build, dataDir, env);
        times[build].push(server.readyMs);
        await server.stop();
      }
    }
    return times;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const median = (values: number[]) => percentile(values, 50);
