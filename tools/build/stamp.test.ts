/**
 * The build stamp: the sources' hash changes with any source a build reads (content, a new file, a removed one) and
 * with nothing else (a test file, a file outside the sources, a touch that leaves the content as it was); a build is
 * current only when the console and the server are there and the stamp written with them is the sources' own.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, builtStamp, STAMP_FILE, sourceStamp } from './stamp.mjs';

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'patrol-stamp-'));
  write('src/main.tsx', 'render()');
  write('server/src/main.ts', 'listen()');
  write('contract/messages.ts', 'export const A = 1;');
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What `npm run build` leaves: the console, the server and the stamp of the sources it was built from. */
function built() {
  write('dist/index.html', '<html>');
  write('dist-server/main.js', '');
  write(STAMP_FILE, `${sourceStamp(root)}\n`);
}

describe('the sources stamp', () => {
  it('changes with the content of any source, a new source and a removed one', () => {
    const first = sourceStamp(root);
    expect(sourceStamp(root)).toBe(first);
    write('contract/messages.ts', 'export const A = 2;');
    const edited = sourceStamp(root);
    expect(edited).not.toBe(first);
    write('server/src/jobs/new.ts', '');
    expect(sourceStamp(root)).not.toBe(edited);
    rmSync(join(root, 'server/src/jobs/new.ts'));
    expect(sourceStamp(root)).toBe(edited);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(sourceStamp(root)).not.toBe(edited);
  });

  it('stays the same for tests, files outside the sources and a touch', () => {
    const first = sourceStamp(root);
    write('server/src/main.test.ts', 'it()');
    write('src/page.test.tsx', 'it()');
    write('docs/operations.md', '# Operations');
    write('data/pgdata/PG_VERSION', '17');
    utimesSync(join(root, 'src/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(sourceStamp(root)).toBe(first);
  });
});

describe('every part a build is made from', () => {
  it.each([
    'src/resources/sites/List.tsx',
    'server/src/modules/alert/service.ts',
    'server/src/db/migrations/0099_next.sql',
    'handset/src/Panic.tsx',
    'handset/index.html',
    'public/handset/manifest.webmanifest',
    'public/favicon.svg',
    'contract/limits.ts',
    'portal/index.html',
    'portal/src/main.tsx',
    'package-lock.json',
    'package.json',
    'vite.config.ts',
  ])('a change to %s makes the next `npm start` build again', (path) => {
    write(path, 'before');
    built();
    expect(buildIsCurrent(root)).toBe(true);
    write(path, 'after');
    expect(buildIsCurrent(root)).toBe(false);
  });
});

describe('a current build', () => {
  it('is one whose stamp is the sources stamp, with the console and the server there', () => {
    expect(builtStamp(root)).toBeNull();
    expect(buildIsCurrent(root)).toBe(false);
    built();
    expect(buildIsCurrent(root)).toBe(true);
    write('src/main.tsx', 'render(<App />)');
    expect(buildIsCurrent(root)).toBe(false);
    built();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });
});
