/**
 * `npm start`: builds the console and the server only when their sources changed since the last build (or there is
 * none: a fresh clone builds once), then runs the built server in this process. A start whose build is current
 * neither builds nor writes anything under dist/ or dist-server/. Arguments go on to the server
 * (`npm start -- --check-config`).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent } from './stamp.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
if (!buildIsCurrent(root)) {
  console.log('Building the console and the server (no build yet, or their sources changed since it)');
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'tools/build/main.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(join(root, 'dist-server/main.js')).href);
