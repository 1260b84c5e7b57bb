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

export async function coldStarts(runs: number): Promise<ColdStarts> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-start-'));
  try {
    await (await startServerProcess('compiled', dataDir, { DEMO: '1' })).stop();
    const times: ColdStarts = { compiled: [], start: [], tsx: [], bare: [] };
    for (let run = 0; run < runs; run++) {
      for (const build of ['compiled', 'start', 'tsx', 'bare'] as const) {
        const server = await startServerProcess(build, dataDir);
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
