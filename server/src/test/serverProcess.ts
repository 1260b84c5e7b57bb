/**
 * The server as a child process, started as production runs it (compiled JavaScript) or as development
 * does (TypeScript through tsx), on a data folder of our choosing; ready when /healthz answers 200.
 * Used by the browser journeys, the shutdown test and the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port free on the loopback address now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * compiled: the built server; tsx: the sources; start: `npm start`'s entry (builds first when the build is stale);
 * bare: the benchmark's baseline, Fastify alone answering /healthz (tools/bench/bareServer.mjs).
 */
export type ServerBuild = 'compiled' | 'tsx' | 'start' | 'bare';

const ARGS: Record<ServerBuild, string[]> = {
  compiled: ['dist-server/main.js'],
  tsx: ['--import', 'tsx', 'server/src/main.ts'],
  start: ['tools/build/start.mjs'],
  bare: ['tools/bench/bareServer.mjs'],
};

export interface ServerProcess {
  url: string;
  /** Milliseconds from spawning node to the first /healthz 200. */
  readyMs: number;
  /** What the process wrote so far (standard output and error). */
  output(): string;
  stop(): Promise<void>;
}

const START_LIMIT_MS = 150_000;

export async function startServerProcess(
  build: ServerBuild,
  dataDir: string,
  env: Record<string, string> = {},
  /** The folder it runs in (the worktree by default); ARGS are relative to it. */
  cwd?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Journeys and benches start from the demo without its week of history (DEMO_HISTORY_DAYS=7 asks for it).
  // Nor do they put off reports when the machine running them is busy (SHED_EVENT_LOOP_DELAY_MS=0).
  const quiet = { LOG_LEVEL: 'warn', DEMO_HISTORY_DAYS: '0', SHED_EVENT_LOOP_DELAY_MS: '0' };
  const child: ChildProcess = spawn(process.execPath, ARGS[build], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...quiet, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  while (true) {
    if (child.exitCode !== null) throw new Error(`the ${build} server exited early:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { url, readyMs: performance.now() - started, output: () => output, stop };
    // A hang guard, not a timing: a first start on a fresh folder (initdb, migrations, demo data, cold
    // transforms) has taken over a minute on a busy 2-core machine.
    if (performance.now() - started > START_LIMIT_MS) {
      await stop();
      throw new Error(`the ${build} server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server (through tsx, or `build`) on a fresh data folder of its own (removed when stopped). With `pgdata`,
 * a migrated PGlite data folder, the server starts on a copy of it and loads the demo data into it (DEMO=1), as it
 * would on a new folder, without making and migrating a cluster first.
 */
export async function startServer(
  env: Record<string, string> = {},
  pgdata?: string,
  build: ServerBuild = 'tsx',
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'patrol-server-'));
  if (pgdata) cpSync(pgdata, join(dataDir, 'pgdata'), { recursive: true });
  const server = await startServerProcess(build, dataDir, pgdata ? { DEMO: '1', ...env } : env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
