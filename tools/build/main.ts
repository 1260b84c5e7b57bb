/**
 * `npm run build`: the console (vite, into dist/) and the server (esbuild, into dist-server/), each built aside
 * (dist.new, dist-server.new) and then renamed into place at once, so a running server never serves a half-written
 * console; the stamp of the sources the build started from goes last, with the server, so a build cut short leaves
 * the next `npm start` building again. The console goes in first: a server bundle is never newer than its console.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build as buildConsole } from 'vite';
import { buildServer } from './server';
import { STAMP_FILE, sourceStamp } from './stamp.mjs';

const root = resolve(import.meta.dirname, '../..');
const CONSOLE = join(root, 'dist');
const SERVER = join(root, 'dist-server');

/** Puts the folder `next` where `current` is, with no moment of a half-written folder there. */
function swapIn(next: string, current: string) {
  const old = `${current}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(current)) renameSync(current, old);
  renameSync(next, current);
  rmSync(old, { recursive: true, force: true });
}

const started = performance.now();
const stamp = sourceStamp(root);
for (const aside of [`${CONSOLE}.new`, `${SERVER}.new`]) rmSync(aside, { recursive: true, force: true });
await buildConsole({ root, build: { outDir: `${CONSOLE}.new` } });
await buildServer(root, `${SERVER}.new`);
writeFileSync(join(`${SERVER}.new`, STAMP_FILE.slice('dist-server/'.length)), `${stamp}\n`);
swapIn(`${CONSOLE}.new`, CONSOLE);
swapIn(`${SERVER}.new`, SERVER);
console.log(`built dist/ and dist-server/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
