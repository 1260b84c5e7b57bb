/**
 * npm run cluster: on loopback, a throw-away PostgreSQL (tools/pg/start.sh), CLUSTER_INSTANCES server instances on it
 * (default 3, each with its own port and data folder) and Debian's nginx in front of them with the deployed locations
 * (deploy/nginx/patrol-console-proxy.conf). The caller's environment goes on to the instances (DEMO, SYSADMIN_EMAIL,
 * JWT_SECRET when the caller sets it: the cluster never sets it). The instances share one CHECKPOINT_SECRET (the
 * caller's, or one made for the run): each has its own data folder, where the key would otherwise be made apart. Once every instance and the balancer answer it
 * prints BALANCER_URL=, INSTANCE_PIDS=, INSTANCE_URLS= and DATABASE_URL=, one a line; SIGTERM or Ctrl+C stops it all.
 * The instances' output goes to standard error, each line after its instance's number. With CLUSTER_RESTART=1 an
 * instance that ends is started again, as systemd's Restart=always does, and INSTANCE_PIDS= is printed again once
 * it answers. CLUSTER_SERVER=compiled runs the built server (dist-server/) instead of its source: it starts faster.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../server/src/test/serverProcess';
import { nginxConfig } from './nginxConfig';

const root = resolve(import.meta.dirname, '../..');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const count = Number(process.env.CLUSTER_INSTANCES || 3);
/** One key signs every instance's checkpoints, as docs/configuration.md asks of instances on one PostgreSQL. */
const checkpointSecret = process.env.CHECKPOINT_SECRET || randomBytes(48).toString('base64url');
if (!Number.isInteger(count) || count < 1 || count > 32) {
  console.error(`CLUSTER_INSTANCES must be a whole number from 1 to 32; got '${process.env.CLUSTER_INSTANCES}'.`);
  process.exit(1);
}
if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH).`);
  process.exit(1);
}

/** A start (a first one runs the migrations, loads the demo) has taken over a minute on a busy 2-core machine. */
const START_LIMIT_MS = 180_000;
const base = mkdtempSync(join(tmpdir(), 'patrol-cluster-'));
// PostgreSQL's and nginx's own users (when started as root) reach their folders through it.
chmodSync(base, 0o755);
const pgDir = join(base, 'pg');
const nginxDir = join(base, 'nginx');
mkdirSync(pgDir);
mkdirSync(join(nginxDir, 'tmp'), { recursive: true });

const restart = process.env.CLUSTER_RESTART === '1';
/** The server from its TypeScript source, or with CLUSTER_SERVER=compiled the build (npm run build). */
const SERVER =
  process.env.CLUSTER_SERVER === 'compiled' ? ['dist-server/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
const children: ChildProcess[] = [];
let nginx: ChildProcess | undefined;
let pgStarted = false;
let stopping = false;
/** Set once everything answered: only then is an instance that ends started again. */
let ready = false;

function prefixed(child: ChildProcess, label: string) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stderr.write(`[${label}] ${line}\n`);
    });
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  nginx?.kill('SIGQUIT');
  await Promise.all([...children, ...(nginx ? [nginx] : [])].map(exited));
  if (pgStarted) execFileSync(join(root, 'tools/pg/stop.sh'), [pgDir], { stdio: 'inherit' });
  rmSync(base, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

async function answers(url: string, child: ChildProcess, what: string) {
  const started = performance.now();
  while (!stopping) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before it answered`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    if (performance.now() - started > START_LIMIT_MS) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

try {
  const databaseUrl = execFileSync(join(root, 'tools/pg/start.sh'), [pgDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  pgStarted = true;
  const balancerPort = await freePort();
  const balancerUrl = `http://127.0.0.1:${balancerPort}`;
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);

  const startInstance = (index: number): Promise<void> => {
    const dataDir = join(base, `instance-${index + 1}`);
    const child = spawn(process.execPath, SERVER, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(ports[index]),
        DATA_DIR: dataDir,
        CHECKPOINT_SECRET: checkpointSecret,
        // Only nginx, on this address, may say who the client is.
        TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
        PUBLIC_URL: process.env.PUBLIC_URL || balancerUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixed(child, String(index + 1));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(`[cluster] instance ${index + 1} (pid ${child.pid}) ended: ${signal ?? code}\n`);
      if (restart && ready)
        startInstance(index).then(
          () => console.log(`INSTANCE_PIDS=${children.map((each) => each.pid).join(',')}`),
          (error) => process.stderr.write(`[cluster] instance ${index + 1} did not start again: ${error.message}\n`),
        );
    });
    children[index] = child;
    return answers(urls[index], child, `instance ${index + 1}`);
  };
  // The first applies the migrations (and loads the demo when asked) alone; the others then start together.
  await startInstance(0);
  await Promise.all(ports.slice(1).map((_, i) => startInstance(i + 1)));

  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(join(nginxDir, 'tmp'), 65534, 65534);
  const config = join(nginxDir, 'nginx.conf');
  writeFileSync(
    config,
    nginxConfig({
      dir: nginxDir,
      port: balancerPort,
      instances: ports.map((port) => `127.0.0.1:${port}`),
      locations: join(root, 'deploy/nginx/patrol-console-proxy.conf'),
      user: asRoot ? 'nobody nogroup' : undefined,
    }),
  );
  nginx = spawn(NGINX, ['-p', nginxDir, '-c', config, '-e', join(nginxDir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(nginx, 'nginx');
  await answers(balancerUrl, nginx, 'nginx');

  ready = true;
  console.log(`BALANCER_URL=${balancerUrl}`);
  console.log(`INSTANCE_PIDS=${children.map((child) => child.pid).join(',')}`);
  console.log(`INSTANCE_URLS=${urls.join(',')}`);
  console.log(`DATABASE_URL=${databaseUrl}`);
} catch (error) {
  console.error(`The cluster did not start: ${(error as Error).message}`);
  await stop(1);
}
