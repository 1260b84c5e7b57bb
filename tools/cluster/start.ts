/**
 * `npm run cluster` as a child process, for the balancer test and the scale benchmarks: started with the caller's
 * settings, ready once it prints its addresses; stop() sends SIGTERM and waits for everything to end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface Cluster {
  balancerUrl: string;
  instanceUrls: string[];
  /** Kept current: with CLUSTER_RESTART=1 an instance started again has a new pid. */
  instancePids: number[];
  databaseUrl: string;
  /** The instance an answer came from (nginx's X-Instance) as an index into instanceUrls. */
  instanceOf(xInstance: string | null | undefined): number;
  /** Everything the cluster and its instances wrote (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

export async function startCluster(env: Record<string, string | undefined>): Promise<Cluster> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tools/cluster/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const values = await new Promise<Record<string, string>>((done, fail) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const found = Object.fromEntries(
        stdout
          .split('\n')
          .map((line) => line.match(/^([A-Z_]+)=(.*)$/))
          .filter((match) => match !== null)
          .map((match) => [match[1], match[2]]),
      );
      if (found.DATABASE_URL) done(found);
    });
    child.once('exit', (code) => fail(new Error(`the cluster ended (${code}) before it was ready:\n${stderr}`)));
  });
  const instanceUrls = values.INSTANCE_URLS.split(',');
  const instancePids = values.INSTANCE_PIDS.split(',').map(Number);
  // With CLUSTER_RESTART=1 the cluster prints the pids again after it started an instance again.
  let seen = stdout.length;
  child.stdout?.on('data', () => {
    const lines = stdout.slice(seen).split('\n');
    seen = stdout.length - (lines.at(-1)?.length ?? 0);
    for (const line of lines.slice(0, -1)) {
      const pids = line.match(/^INSTANCE_PIDS=(.*)$/);
      if (pids)
        pids[1].split(',').forEach((pid, i) => {
          instancePids[i] = Number(pid);
        });
    }
  });
  return {
    balancerUrl: values.BALANCER_URL,
    instanceUrls,
    instancePids,
    databaseUrl: values.DATABASE_URL,
    instanceOf(xInstance) {
      // After a retry nginx lists every instance it tried: the last one answered.
      const last = String(xInstance ?? '')
        .split(',')
        .pop()
        ?.trim();
      return instanceUrls.indexOf(`http://${last}`);
    },
    output: () => stdout + stderr,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
