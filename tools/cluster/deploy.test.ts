/**
 * The deployed nginx site (deploy/nginx/) is a configuration nginx takes: `nginx -t` on it as installed, with a
 * certificate made for the test and the listening addresses moved to loopback ports a test may use.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'patrol-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the deployed nginx site', () => {
  it.skipIf(!existsSync(NGINX))('passes nginx -t', () => {
    mkdirSync(join(dir, 'tmp'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=patrol.test',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = readFileSync(join(root, 'deploy/nginx/patrol-console.conf'), 'utf8')
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, join(dir, 'cert.pem'))
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, join(dir, 'key.pem'))
      .replace('/etc/nginx/snippets/patrol-console-proxy.conf', join(root, 'deploy/nginx/patrol-console-proxy.conf'))
      .replace(/listen \[::\]:\d+[^;]*;/g, '')
      .replace('listen 80;', 'listen 127.0.0.1:18080;')
      .replace('listen 443 ssl http2;', 'listen 127.0.0.1:18443 ssl http2;');
    writeFileSync(join(dir, 'site.conf'), site);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `${name}_temp_path ${dir}/tmp/${name};`,
    );
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n${temp.join('\n')}\ninclude ${dir}/site.conf;\n}\n`,
    );
    const output = execFileSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toBe('');
  });

  it('keeps /metrics to loopback (METRICS_TOKEN unset is the default) and sends no nginx version', () => {
    const proxy = readFileSync(join(root, 'deploy/nginx/patrol-console-proxy.conf'), 'utf8').replace(/#.*$/gm, '');
    expect(proxy).toMatch(/^server_tokens off;$/m);
    const metrics = /location = \/metrics \{([^}]*)\}/.exec(proxy)?.[1] ?? '';
    const rules = metrics.match(/(allow|deny) [^;]+;/g);
    expect(rules).toEqual(['allow 127.0.0.1;', 'allow ::1;', 'deny all;']);
  });
});
