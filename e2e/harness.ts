/**
 * Browser journeys: the real server (built console, embedded PGlite with demo data, a free port)
 * driven through Debian's Chromium with playwright-core. Screenshots land in test-results/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const PASSWORD = 'Patrol123!';
export const RESULTS = join(process.cwd(), 'test-results');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'patrol-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with the flags this closed network needs; playwright gives each launch a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`), fullPage: true });
}

/** Signs in through the Sign In page. */
export async function signIn(page: Page, url: string, emailAddress: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email address').fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** The demo guard and the app instance of their handset (demo data). */
export const DEMO_GUARD = { emailAddress: 'bongani.khumalo@guardforce.co.za', appInstanceId: 'demo-app-0-1' };

/** Posts a batch of handset events as the demo guard's handset would (POST /api/v1/handset/events). */
export async function postHandsetEvents(url: string, events: Record<string, unknown>[]): Promise<unknown> {
  const login = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: DEMO_GUARD.emailAddress, password: PASSWORD }),
  });
  const token = login.headers.get('x-access-token');
  if (!login.ok || !token) throw new Error(`the demo guard could not sign in: ${login.status}`);
  const response = await fetch(`${url}/api/v1/handset/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-access-token': token,
      'x-app-instance-id': DEMO_GUARD.appInstanceId,
    },
    body: JSON.stringify({ events }),
  });
  const answer = (await response.json()) as { results?: { status: string }[] };
  if (!response.ok || answer.results?.some((result) => result.status !== 'accepted')) {
    throw new Error(`handset events refused: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}
