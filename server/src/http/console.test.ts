/**
 * The built console is sent as the browser can take it: brotli, else gzip, else as it is; hashed files
 * under /assets/ are cached for a year, index.html (also as the answer for a console route) is checked
 * again on every load; a source map, or a missing asset, is a 404, never index.html.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../test/helper';
import { compressFile } from './compressFile';
import { CACHE_HASHED, CACHE_REVALIDATE } from './console';

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const SCRIPT_PATH = '/assets/index-Ab12Cd.js';
const HANDSET_PAGE = '<!doctype html><html><head><title>Patrol Handset</title></head><body></body></html>';
const PORTAL_PAGE = '<!doctype html><html><head><title>Your sites</title></head><body></body></html>';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'patrol-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, SCRIPT_PATH), SCRIPT);
  writeFileSync(join(dir, `${SCRIPT_PATH}.map`), '{"version":3,"sources":["src/secret.ts"]}');
  mkdirSync(join(dir, 'handset'));
  writeFileSync(join(dir, 'handset', 'index.html'), HANDSET_PAGE);
  writeFileSync(join(dir, 'handset', 'sw.js'), "self.addEventListener('fetch', () => {});");
  mkdirSync(join(dir, 'portal'));
  writeFileSync(join(dir, 'portal', 'index.html'), PORTAL_PAGE);
  await compressFile(join(dir, 'index.html'));
  await compressFile(join(dir, SCRIPT_PATH));
  expect(readFileSync(join(dir, `${SCRIPT_PATH}.br`)).length).toBeLessThan(SCRIPT.length);
  t = await build({ CONSOLE_DIR: dir }, { demo: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('sends the brotli copy to a browser that takes brotli', async () => {
    const response = await get(SCRIPT_PATH, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that takes only gzip', async () => {
    const response = await get(SCRIPT_PATH, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const response = await get(SCRIPT_PATH);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses index.html, also as the answer for a console route', async () => {
    for (const url of ['/', '/company/alerts']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });
});

describe('caching', () => {
  it('caches a hashed asset for a year, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get(SCRIPT_PATH, encoding)).headers['cache-control'], encoding).toBe(CACHE_HASHED);
    }
    expect(CACHE_HASHED).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html without asking again, at / and at a console route', async () => {
    for (const url of ['/', '/index.html', '/company/alerts', '/companies/3']) {
      for (const encoding of ['br', undefined]) {
        const response = await get(url, encoding);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], `${url} ${encoding}`).toBe(CACHE_REVALIDATE);
      }
    }
    expect(CACHE_REVALIDATE).toBe('no-cache');
  });
});

describe('what is not served', () => {
  it('never serves a source map', async () => {
    for (const encoding of ['br', undefined]) {
      const response = await get(`${SCRIPT_PATH}.map`, encoding);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('never serves a compressed copy as a file of its own', async () => {
    for (const copy of [`${SCRIPT_PATH}.br`, `${SCRIPT_PATH}.gz`]) expect((await get(copy)).statusCode).toBe(404);
  });

  it('answers a missing asset with a 404, not with index.html', async () => {
    const response = await get('/assets/index-OldHash.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers an unknown API path in JSON, never with index.html', async () => {
    const response = await get('/api/v1/nothing-here', 'br');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe("the client's portal", () => {
  it('is its own page at /portal, never the console', async () => {
    const response = await get('/portal');
    expect([response.statusCode, response.body]).toEqual([200, PORTAL_PAGE]);
    expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
  });
});

describe('the handset app', () => {
  it('is its own page at /handset and every path under it, never the console', async () => {
    for (const url of ['/handset', '/handset/', '/handset/anything']) {
      const response = await get(url);
      expect([url, response.statusCode, response.body]).toEqual([url, 200, HANDSET_PAGE]);
      expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
    }
    expect((await get('/sites')).body).toBe(INDEX);
  });

  it('lets its service worker control the whole of /handset', async () => {
    const response = await get('/handset/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['service-worker-allowed']).toBe('/handset');
    expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
  });
});

describe('a build swapped in beside the running server', () => {
  it('serves the new index.html and the new assets it names, and no more the old ones', async () => {
    const next = `${dir}.new`;
    mkdirSync(join(next, 'assets'), { recursive: true });
    writeFileSync(join(next, 'index.html'), INDEX.replace('index-Ab12Cd.js', 'index-Ef34Gh.js'));
    writeFileSync(join(next, 'assets/index-Ef34Gh.js'), SCRIPT);
    // As the build swaps it: the old folder aside, the new one into its place.
    renameSync(dir, `${dir}.old`);
    renameSync(next, dir);
    rmSync(`${dir}.old`, { recursive: true });

    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('/assets/index-Ef34Gh.js');
    const script = await get('/assets/index-Ef34Gh.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(SCRIPT);
    expect((await get(SCRIPT_PATH)).statusCode).toBe(404);
  });
});
