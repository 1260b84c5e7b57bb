/**
 * The build's stamp: one hash of every source the console and the server are built from. A build writes the stamp
 * of the sources it started from beside the server bundle; `npm start` builds again only when the sources' stamp
 * differs from it (or a build is missing). Plain JavaScript, so a start needs no TypeScript loader to decide.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the build reads: a change to any of these (tests aside) makes the built console, handset app, portal or server
 * stale. Vite builds every page (index.html, handset/index.html, and a portal/ once there is one) and copies
 * public/ as it is; esbuild bundles server/ with contract/.
 */
export const BUILD_SOURCES = [
  'src',
  'server',
  'handset',
  'portal',
  'public',
  'contract',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tools/build',
];
/** Where the stamp of the current build is kept (not in dist/: the server would publish it). */
export const STAMP_FILE = 'dist-server/build-stamp';
/** Test files never go into a build. */
const NOT_BUILT = /\.test\.tsx?$/;

/** The files under `path` (a file or a folder, relative to root), relative to root, sorted. */
function filesOf(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name).slice(root.length + 1))
    .sort();
}

/** The stamp of the sources under root now: their paths and contents, hashed. */
export function sourceStamp(root) {
  const hash = createHash('sha256');
  for (const source of BUILD_SOURCES)
    for (const file of filesOf(root, source))
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update('\0');
  return hash.digest('hex');
}

/** The stamp the current build was made from, or null when there is no build. */
export function builtStamp(root) {
  const file = join(root, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Whether a start can run the build as it is: the console and the server built, from the sources as they are now. */
export function buildIsCurrent(root) {
  return (
    existsSync(join(root, 'dist', 'index.html')) &&
    existsSync(join(root, 'dist-server', 'main.js')) &&
    builtStamp(root) === sourceStamp(root)
  );
}
