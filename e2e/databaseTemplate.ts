/**
 * The journeys' global set-up: one migrated PGlite data folder that each journey's server starts from (copied into
 * its own data folder, the demo loaded by the server as on a first start), so no journey waits for a new cluster
 * and its migrations.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../server/src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy, not to open. */
    pgdataTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-journey-template-'));
  const database = await openPglite(join(dir, 'pgdata'));
  await database.close();
  project.provide('pgdataTemplate', join(dir, 'pgdata'));
  return () => rmSync(dir, { recursive: true, force: true });
}
