/**
 * Test helper: a real database (in-memory PGlite, or a fresh database on the PostgreSQL cluster
 * named by TEST_DATABASE_URL), made from the run's migrated template, the demo data, and the app built as in
 * production.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { loadDemo } from '../db/demo/load';
import { DEMO_PASSWORD } from '../db/demo/password';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in and returns the token. */
  login(emailAddress: string, password?: string): Promise<string>;
  /** app.inject with the token header set. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The id of a demo company by name. */
  companyId(name: string): Promise<number>;
  close(): Promise<void>;
}

async function freshPostgres(url: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An in-memory PGlite: from the run's migrated template when there is one (./databaseTemplate.ts). */
function freshPglite(): Promise<Database> {
  const template = inject('pgliteTemplate');
  return openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
}

export async function build(env: Record<string, string> = {}, options: { demo?: boolean } = {}): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL;
  const { database, drop } = url ? await freshPostgres(url) : { database: await freshPglite(), drop: async () => {} };
  if (options.demo !== false) await loadDemo(database.db);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'patrol-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    CONSOLE_DIR: join(tmpdir(), 'no-console-here'),
    AUTH_RATE_LIMIT: '1000',
    // A busy test machine must not put off the reports a test reads (plugins/loadShedding.test.ts turns it on).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp(config, database);
  await app.ready();
  const context: TestContext = {
    app,
    database,
    config,
    async login(emailAddress, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { emailAddress, password } });
      if (response.statusCode !== 200)
        throw new Error(`login ${emailAddress}: ${response.statusCode} ${response.body}`);
      return String(response.headers['x-access-token']);
    },
    as(token, options) {
      return app.inject({ ...options, headers: { ...options.headers, 'x-access-token': token } });
    },
    async companyId(name) {
      const token = await context.login('sysadmin@patrol.local');
      const response = await context.as(token, { method: 'GET', url: '/api/v1/company' });
      const company = response.json().find((c: { name: string }) => c.name === name);
      if (!company) throw new Error(`no demo company ${name}`);
      return company.id;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  return context;
}

export const GUARDFORCE = 'GuardForce Security Services';
export const CAPE_SHIELD = 'Cape Shield Protection';
export const ACCOUNTS = {
  sysadmin: 'sysadmin@patrol.local',
  admin: 'admin@guardforce.co.za',
  controller: 'controller@guardforce.co.za',
  guard: 'bongani.khumalo@guardforce.co.za',
  otherAdmin: 'admin@capeshield.co.za',
  otherController: 'controller@capeshield.co.za',
} as const;
