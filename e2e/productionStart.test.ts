/**
 * Starting as an operator does. `npm start` on a current build starts the built server without building (nothing
 * under dist/ or dist-server/ is written); and the built server runs with the production dependencies alone: its
 * bundle imports only package.json's dependencies, none of which is the TypeScript loader or a build tool, and it
 * answers in a folder whose node_modules holds exactly what `npm ci --omit=dev` installs (package-lock.json's
 * packages not marked dev, linked there and resolved through those links, never through the worktree's own), where
 * it also prints the demo's morning reports in the report printer's thread.
 */

import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../server/src/test/serverProcess';
import { buildIsCurrent, STAMP_FILE } from '../tools/build/stamp.mjs';

const root = join(import.meta.dirname, '..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** What the run must not need: the TypeScript loader and the build tools. */
const NOT_AT_RUN_TIME = ['tsx', 'esbuild', 'vite', 'typescript'];
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};
/** The packages `npm ci --omit=dev` puts at the top of node_modules (those of another platform are not here). */
const productionPackages = Object.entries(lock.packages)
  .filter(([path, entry]) => /^node_modules\/(@[^/]+\/)?[^/@]+$/.test(path) && !entry.dev)
  .map(([path]) => path.slice('node_modules/'.length))
  .filter((name) => existsSync(join(root, 'node_modules', name)));

/** Every file under the build, with its inode and modification time: a start that writes anything changes this. */
function snapshot() {
  const files: Record<string, string> = {};
  for (const top of ['dist', 'dist-server']) {
    const folder = join(root, top);
    files[top] = String(statSync(folder).ino);
    for (const name of readdirSync(folder, { recursive: true }) as string[]) {
      const stat = statSync(join(folder, name));
      files[`${top}/${name}`] = `${stat.ino}:${stat.mtimeMs}`;
    }
  }
  return files;
}

describe('npm start on a current build', () => {
  it('starts twice without building, and writes nothing under dist/ or dist-server/', async () => {
    expect(buildIsCurrent(root), 'the journeys run after `npm run build`').toBe(true);
    const dataDir = scratch('patrol-start-');
    const before = snapshot();
    for (const round of [1, 2]) {
      const server = await startServerProcess('start', dataDir, round === 1 ? { DEMO: '1' } : {});
      const output = server.output();
      await server.stop();
      expect(output, `start ${round}`).not.toMatch(/Building/);
      expect(output).toContain('Patrol Console is running');
      console.log(`npm start, start ${round}: /healthz 200 after ${server.readyMs.toFixed(0)} ms`);
    }
    expect(snapshot()).toEqual(before);
    expect(readFileSync(join(root, STAMP_FILE), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  });
});

/** Optional packages a bundled one requires inside a try, going without when absent (ws, debug, pg). */
const TRIED_IF_PRESENT = ['bufferutil', 'utf-8-validate', 'supports-color', 'pg-native'];

describe('the production install', () => {
  it('needs neither the TypeScript loader nor a build tool: they are development dependencies only', () => {
    for (const name of NOT_AT_RUN_TIME) {
      expect(Object.keys(pkg.dependencies), name).not.toContain(name);
      expect(productionPackages, name).not.toContain(name);
    }
  });

  it("imports from the server bundle only node's own modules and production dependencies, never a build tool", () => {
    const imported = new Set<string>();
    // server.cjs, its entry main.js and pdfWorker.js (tools/build/server.ts), all minified. esbuild writes every import
    // with double quotes: `import{x}from"pkg"`, `import"pkg"`, `import("pkg")`, and `require("pkg")` (a bundled CommonJS
    // package's own `__require`) of a package left out of the bundle, never inside a string or a template (ajv's
    // generated code names its runtime in one) nor in a flag's name (`"--import"`).
    const code = (file: string) => readFileSync(join(root, 'dist-server', file), 'utf8');
    for (const file of readdirSync(join(root, 'dist-server')).filter((name) => /\.c?js$/.test(name))) {
      for (const match of code(file).matchAll(
        /(?<![\w$.'"`-])(?:import\s*[\w$\s{},*]*?from\s*"([^"]+)"|import\s*"([^"]+)"|import\("([^"]+)"\)|(?:__)?require\("([^"]+)"\))/g,
      ))
        imported.add(match[1] ?? match[2] ?? match[3] ?? match[4]);
    }
    const packages = [...imported]
      .filter((name) => !name.startsWith('.') && !name.startsWith('node:') && !builtinModules.includes(name))
      .filter((name) => !TRIED_IF_PRESENT.includes(name))
      .map((name) =>
        name
          .split('/')
          .slice(0, name.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    // The packages left out of the bundle (tools/build/server.ts) are loaded from node_modules.
    expect(packages).toContain('@electric-sql/pglite');
    expect(packages).toContain('@react-pdf/renderer');
    for (const name of packages) {
      expect(Object.keys(pkg.dependencies), name).toContain(name);
      expect(NOT_AT_RUN_TIME, name).not.toContain(name);
    }
  });

  it('runs with the production dependencies alone', async () => {
    const install = scratch('patrol-install-');
    cpSync(join(root, 'dist-server'), join(install, 'dist-server'), { recursive: true });
    cpSync(join(root, 'dist'), join(install, 'dist'), { recursive: true });
    cpSync(join(root, 'package.json'), join(install, 'package.json'));
    for (const name of productionPackages) {
      const link = join(install, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(root, 'node_modules', name), link);
    }
    // Node resolves a package's own imports from where its link lies, not from the worktree it points into: from
    // inside a production package, another one resolves and a development one does not.
    const resolves = (name: string) =>
      spawnSync(
        process.execPath,
        [
          '--preserve-symlinks',
          '-e',
          `require('node:module').createRequire(require.resolve('fastify')).resolve(${JSON.stringify(name)})`,
        ],
        { cwd: install },
      ).status === 0;
    expect(resolves('fastify')).toBe(true);
    for (const name of NOT_AT_RUN_TIME) expect(resolves(name), name).toBe(false);
    const dataDir = scratch('patrol-install-data-');
    const server = await startServerProcess(
      'compiled',
      dataDir,
      {
        DEMO: '1',
        NODE_OPTIONS: '--preserve-symlinks',
      },
      install,
    );
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // The demo's morning reports, made at start, are printed by the report printer's thread (pdfWorker.js).
      const printed = () =>
        existsSync(join(dataDir, 'files'))
          ? (readdirSync(join(dataDir, 'files'), { recursive: true }) as string[]).filter((name) =>
              name.endsWith('.pdf'),
            )
          : [];
      for (let waited = 0; printed().length === 0; waited += 100) {
        // A hang guard, not a timing: the reports of every demo site and area are printed one after another.
        if (waited > 120_000) throw new Error(`no report printed:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const pdf = readFileSync(join(dataDir, 'files', printed()[0]));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await server.stop();
    }
    // The next start reads the compiled server from the data folder (server/src/boot/codeCache.ts).
    expect(readdirSync(join(dataDir, 'code-cache'))).toEqual([expect.stringMatching(/^server-[0-9a-f]{16}\.bin$/)]);
  });
});
