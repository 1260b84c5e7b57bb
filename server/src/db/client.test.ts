/**
 * Opening a database migrates it only when a migration of this build is missing from its record: an up-to-date one
 * opens without the migrator, one that misses migrations gets them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { migrationsApplied, openPglite } from './client';

const dir = mkdtempSync(join(tmpdir(), 'patrol-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('applies at open the migrations a database misses, and finds an up-to-date one applied', async () => {
  const first = await openPglite(dir);
  expect(first.isNew).toBe(true);
  expect(await migrationsApplied(first.db)).toBe(true);
  // The database as it was before any migration: no tables, no record of a migration.
  await first.db.execute(sql`drop schema public cascade`);
  await first.db.execute(sql`create schema public`);
  await first.db.execute(sql`delete from drizzle.__drizzle_migrations`);
  expect(await migrationsApplied(first.db)).toBe(false);
  await first.close();

  const again = await openPglite(dir);
  expect(again.isNew).toBe(true);
  expect(await migrationsApplied(again.db)).toBe(true);
  const companies = await again.db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
  expect(companies.rows[0].n).toBe(0);
  await again.close();

  const upToDate = await openPglite(dir);
  expect(upToDate.isNew).toBe(false);
  expect(await migrationsApplied(upToDate.db)).toBe(true);
  await upToDate.close();
  // A hang guard, not a timing: three opens of a folder database and two whole migrations (19 s on a loaded 2-core machine).
}, 90_000);
