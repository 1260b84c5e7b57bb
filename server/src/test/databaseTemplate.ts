/**
 * The API project's global set-up: one migrated database that every test database of the run starts from, so a
 * test pays neither a new cluster nor the migrations (on PGlite a new in-memory cluster with its migrations takes
 * many seconds; loading a dumped one, about one). On PGlite it is a dumped data folder in a file; on PostgreSQL
 * (TEST_DATABASE_URL) a database that each test database is created from with CREATE DATABASE … TEMPLATE.
 * Each test still loads the demo data itself (its times are relative to now).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite, openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder (dumpPglite), on PGlite. */
    pgliteTemplate?: string;
    /** A migrated database on the TEST_DATABASE_URL cluster, on PostgreSQL. */
    postgresTemplate?: string;
  }
}

async function onPostgres(url: string, project: TestProject) {
  const name = `template_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  await database.close();
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}

async function onPglite(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-template-'));
  const database = await openPglite();
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  return url ? onPostgres(url, project) : onPglite(project);
}
