/** The data-folder lock: one server per folder, a dead server's lock is taken over, release frees it. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));
const folders: string[] = [];
const folder = () => {
  folders.push(mkdtempSync(join(tmpdir(), 'patrol-lock-')));
  return folders[folders.length - 1];
};
const lockFile = (dir: string) => join(dir, 'server.lock');

let holder: ChildProcess | undefined;
afterEach(() => {
  if (holder?.pid && holder.exitCode === null) holder.kill();
  holder = undefined;
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another server process: takes the lock on `dir` and keeps running until killed. */
async function otherServer(dir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    await lockDataDir(${JSON.stringify(dir)});
    console.log('locked');
    setInterval(() => {}, 1 << 30);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the other server exited with ${code}`)));
  });
  return child;
}

describe('lockDataDir', () => {
  it('takes the lock with this process id, and release removes it', async () => {
    const dir = folder();
    const release = await lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a second server on the same folder with a message naming the folder', async () => {
    const dir = folder();
    holder = await otherServer(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`pid ${holder.pid}.*another DATA_DIR`));
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.pid));
  });

  it('lets another folder be locked while one is held', async () => {
    const dir = folder();
    holder = await otherServer(dir);
    const release = await lockDataDir(folder());
    release();
  });

  it('takes over a stale lock left by a server that died', async () => {
    const dir = folder();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile(dir), String(dead));
    const release = await lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes the lock once the other server has stopped', async () => {
    const dir = folder();
    holder = await otherServer(dir);
    const stopped = new Promise((resolve) => holder?.once('exit', resolve));
    holder.kill();
    await stopped;
    const release = await lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('gives a stale lock to exactly one of several servers starting at the same instant', async () => {
    const dir = folder();
    writeFileSync(lockFile(dir), String(spawnSync(process.execPath, ['-e', '']).pid));
    // Every process loads first, then all try at one agreed instant.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      while (Date.now() < ${Date.now() + 4000});
      try { await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1 << 30); }
      catch (error) { console.log('refused: ' + error.message); }`;
    const children: ChildProcess[] = [];
    const outcomes = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            children.push(child);
            let out = '';
            child.stdout?.on('data', (chunk: Buffer) => {
              out += chunk;
              if (out.includes('locked') || out.includes('refused')) resolve(out.trim());
            });
          }),
      ),
    );
    for (const child of children) child.kill();
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.startsWith('refused: Another server'))).toHaveLength(4);
  }, 20_000);
});
