/**
 * What the database benchmarks share: a fresh PostgreSQL database, the bench company with its admin and area
 * (set-based SQL), and the app built on the database as in production, with the admin signed in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { type Database, type Db, openPostgres } from '../../server/src/db/client';
import { hashPassword } from '../../server/src/modules/employee/password';

export const run = (db: Db, query: SQL) => db.execute(query);

/** The address of a database `name` made anew on the cluster of `url`. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export const freshPostgres = async (url: string, name: string): Promise<Database> =>
  openPostgres(await freshDatabase(url, name));

export interface BenchTenant {
  companyId: number;
  adminEmail: string;
  areaId: number;
}

/** The company `name` on the mail domain `domain`, its admin (signing in with `password`) and its area. */
export async function writeTenant(
  db: Db,
  password: string,
  names: { company: string; area: string; domain: string; areaReceivesReports?: boolean },
): Promise<BenchTenant> {
  const { domain } = names;
  const [company] = (
    await run(
      db,
      sql`insert into companies (name, address, contact_person, contact_number, contact_email)
        values (${names.company}, '1 Bench Road, Johannesburg, 2001', 'Bench Admin', '0110000000', ${`ops@${domain}`})
        returning id`,
    )
  ).rows as { id: number }[];
  const companyId = company.id;
  const adminEmail = `admin@${domain}`;
  await run(
    db,
    sql`insert into employees (company_id, name, surname, contact_number, email_address, role, password_hash)
      values (${companyId}, 'Bench', 'Admin', '0820000000', ${adminEmail}, 'ADMIN', ${await hashPassword(password)})`,
  );
  const [area] = (
    await run(
      db,
      sql`insert into areas (company_id, name, contact_person, contact_email, contact_number, should_receive_reports)
        values (${companyId}, ${names.area}, 'Bench Admin', ${`area@${domain}`}, '0110000000',
          ${names.areaReceivesReports ?? false}) returning id`,
    )
  ).rows as { id: number }[];
  return { companyId, adminEmail, areaId: area.id };
}

/** The app on `database` as in production, with `email` signed in; close() also removes its data folder. */
export async function startApp(database: Database, email: string, password: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    CONSOLE_DIR: join(dataDir, 'no-console'),
    AUTH_RATE_LIMIT: '1000',
  });
  const app: FastifyInstance = await buildApp(config, database);
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { emailAddress: email, password } });
  return {
    app,
    token: String(login.headers['x-access-token']),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
