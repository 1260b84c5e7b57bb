/**
 * Security headers on the console, the API and the docs: a Content-Security-Policy that lets pages reach
 * this server and the configured tile and address-search hosts only, no framing, nosniff, a referrer policy.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../test/helper';
import { cspSource } from './securityHeaders';

const consoleDir = mkdtempSync(join(tmpdir(), 'patrol-console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Patrol Console</title>');

let t: TestContext;
beforeAll(async () => {
  t = await build(
    {
      CONSOLE_DIR: consoleDir,
      TILE_URL: 'https://{s}.tiles.example.net/osm/{z}/{x}/{y}.png',
      GEOCODE_URL: 'https://geo.example.org:8443/search',
      PUBLIC_URL: 'https://patrol.example.com/console',
    },
    { demo: false },
  );
});
afterAll(() => t.close());

/** The policy as directive -> sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const PAGES = [
  ['the console', '/'],
  ['a console route', '/company/alerts'],
  ['the runtime config', '/config.json'],
  ['an API call', '/api/v1/company'],
  ['an unknown API path', '/api/v1/nothing-here'],
  ['the API docs', '/api/docs/json'],
];

describe('every answer', () => {
  it.each(PAGES)('%s carries the policy, no framing, nosniff and the referrer policy', async (_, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBeDefined();
    const csp = policy(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS only: not over plain HTTP, and behind a trusted proxy only when it says https', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const proxied = await build({ TRUST_PROXY: '127.0.0.1' }, { demo: false });
    try {
      const via = (proto: string) =>
        proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': proto } });
      expect((await via('https')).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await via('http')).headers['strict-transport-security']).toBe(undefined);
    } finally {
      await proxied.close();
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('lets images come from the configured tile host and requests go to the configured address search, no other host', async () => {
    const csp = policy((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.net']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'data:',
      'wss://patrol.example.com',
      'https://geo.example.org:8443',
    ]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    const hosts = [...csp.values()].flat().filter((source) => /^(https?|wss?):/.test(source));
    expect(hosts.sort()).toEqual([
      'https://*.tiles.example.net',
      'https://geo.example.org:8443',
      'wss://patrol.example.com',
    ]);
  });

  it('never asks browsers to upgrade requests: a console on a plain-HTTP address must keep working', async () => {
    const csp = policy((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('follows the default tile and address search hosts when none is configured', async () => {
    const plain = await build({}, { demo: false });
    try {
      const csp = policy(
        (await plain.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
      expect(csp.get('connect-src')).toContain('https://nominatim.openstreetmap.org');
    } finally {
      await plain.close();
    }
  });
});

describe('cspSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['HTTP://Tiles.Local:8081/{z}/{x}/{y}.png?key=abc', 'http://tiles.local:8081'],
    ['/tiles/{z}/{x}/{y}.png', null],
  ])('%s -> %s', (template, source) => {
    expect(cspSource(template)).toBe(source);
  });
});
