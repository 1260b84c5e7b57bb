/**
 * Migration 0022 puts the tag serials written before in the stored form (contract/tagSerial.ts), as the server now
 * looks them up; two live tags of a site that would become one serial are left as they were and reported.
 */
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { normalTagSerial } from '../../../contract/tagSerial';
import { serialClashes } from '../modules/routeTag/serialClashes';
import { type Database, openPglite } from './client';

const MIGRATION = readFileSync(new URL('./migrations/0022_tag_serials.sql', import.meta.url), 'utf8');

let database: Database;
let client: PGlite;
beforeAll(async () => {
  // The run's migrated template (on PostgreSQL runs there is none: a new in-memory database is migrated).
  const template = inject('pgliteTemplate');
  database = await openPglite(undefined, template ? new Blob([readFileSync(template)]) : undefined);
  client = (database.db as unknown as { $client: PGlite }).$client;
});
afterAll(() => database.close());

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const result = await client.query<T>(query, params);
  return result.rows[0];
}

it('writes a serial as normalTagSerial does', async () => {
  const written = [
    '04a25e21b20001',
    '04:a2:5e:21:b2:00:01',
    ' 04-A2-5E 21 b2 00 01 ',
    '04A2\t5E',
    ' GATE-3 ',
    '04a',
    '04::A2',
    'E2E-VP-1',
    'ab',
    '',
  ];
  for (const serial of written) {
    const row = await one<{ serial: string }>('select normal_tag_serial($1) as serial', [serial]);
    expect(row.serial, JSON.stringify(serial)).toBe(normalTagSerial(serial));
  }
});

it('puts the serials written before in the stored form, and leaves and reports two tags that would be one', async () => {
  const { id: company } = await one<{ id: number }>(
    `insert into companies (name, address, contact_person, contact_number, contact_email)
     values ('Serials Ltd', '1 Main Road', 'Ann', '0110000000', 'ann@serials.test') returning id`,
  );
  const site = async (name: string) =>
    (
      await one<{ id: number }>(`insert into sites (company_id, name, address) values ($1, $2, 'Road') returning id`, [
        company,
        name,
      ])
    ).id;
  const [plain, clashing] = [await site('Plain'), await site('Clashing')];
  const tag = async (siteId: number, serial: string, extra: { allocated?: boolean; removed?: boolean } = {}) =>
    (
      await one<{ id: number }>(
        `insert into route_tags (site_id, name, serial_number, allocated, removed_at)
         values ($1, $2, $2, $3, $4) returning id`,
        [siteId, serial, extra.allocated ?? true, extra.removed ? new Date() : null],
      )
    ).id;
  const label = await tag(plain, '04a25e21b20001');
  const spaced = await tag(plain, ' 04-A2-5E 21 ');
  const named = await tag(plain, ' GATE-3 ');
  const canonical = await tag(plain, '04:BB:01');
  const unknown = await tag(plain, '04:cc:01', { allocated: false });
  const printed = await tag(clashing, '04A25E21B20001');
  const read = await tag(clashing, '04:a2:5e:21:b2:00:01', { allocated: false });
  // A removed tag is under no uniqueness: it takes the stored form whatever the live ones are.
  const removed = await tag(clashing, '04a25e21b20001', { removed: true });
  const { id: request } = await one<{ id: number }>(
    `insert into tag_enrollments (company_id, site_id, name, serial_number) values ($1, $2, 'Gate 9', '04:e1:00:09')
     returning id`,
    [company, plain],
  );

  const notices: { severity: string | undefined; message: string }[] = [];
  await client.exec(MIGRATION, {
    onNotice: (notice) => notices.push({ severity: notice.severity, message: notice.message ?? '' }),
  });

  const serials = await client.query<{ id: number; serial_number: string; name: string }>(
    'select id, serial_number, name from route_tags where site_id in ($1, $2) order by id',
    [plain, clashing],
  );
  // An unknown serial's row is named by its serial, in the same form; a tag's name is its own.
  expect(serials.rows.find((row) => row.id === unknown)?.name).toBe('04:CC:01');
  expect(serials.rows.find((row) => row.id === label)?.name).toBe('04a25e21b20001');
  expect(Object.fromEntries(serials.rows.map((row) => [row.id, row.serial_number]))).toEqual({
    [label]: '04:A2:5E:21:B2:00:01',
    [spaced]: '04:A2:5E:21',
    [named]: 'GATE-3',
    [canonical]: '04:BB:01',
    [unknown]: '04:CC:01',
    [printed]: '04A25E21B20001',
    [read]: '04:a2:5e:21:b2:00:01',
    [removed]: '04:A2:5E:21:B2:00:01',
  });
  expect(await one('select serial_number from tag_enrollments where id = $1', [request])).toEqual({
    serial_number: '04:E1:00:09',
  });
  const tags = `${printed} ('04A25E21B20001'), ${read} ('04:a2:5e:21:b2:00:01')`;
  expect(notices).toEqual([
    {
      severity: 'WARNING',
      message: `tag serials: site ${clashing} has tags ${tags} that are all serial 04:A2:5E:21:B2:00:01; left as they were, not merged (see docs/operations.md, upgrades)`,
    },
  ]);
  // The start reports them again while they are there.
  expect(await serialClashes(database.db)).toEqual([{ siteId: clashing, serial: '04:A2:5E:21:B2:00:01', tags }]);
});
