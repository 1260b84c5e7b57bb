/**
 * The morning job against a real database: each site and area with recipients gets one report per shift day,
 * however often and on however many instances the job runs (on PostgreSQL two jobs run at once on separate
 * pools, as two server instances would); a failed report leaves no row and is made by the next run; after a
 * pause it catches up, at most 7 days back.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { areas, companies, siteContacts, sites } from '../db/schema';
import { fileStoreFor } from '../integrations/fileStore';
import type { ReportContext } from '../modules/reports/generate';
import { rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { morningReportsOnce } from './morningReports';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** 05:00 UTC on the n-th day after 1 March 2025: the report of the day before is due. */
const morning = (n: number) => new Date(Date.UTC(2025, 2, 1 + n, 5));
const shiftDay = (n: number) => Date.UTC(2025, 2, 1 + n, 4) / 1000;

let t: TestContext;
let ctx: ReportContext;
/** What the job logged as errors: a report that failed (a duplicate insert would be one). */
const logged: unknown[] = [];
const log = {
  info() {},
  warn() {},
  debug() {},
  error: (...args: unknown[]) => void logged.push(args),
} as unknown as FastifyBaseLogger;
const ids = { reported: 0, telegram: 0, quiet: 0, noAddress: 0, area: 0, silentArea: 0 };

beforeAll(async () => {
  t = await build({}, { demo: false });
  ctx = {
    db: t.database.db,
    files: fileStoreFor(t.database, t.config.dataDir),
    publicUrl: t.config.publicUrl,
    secret: t.config.jwtSecret,
  };
  const db = t.database.db;
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Morning Co',
      address: '1 Main Road, Sandton',
      contactPerson: 'Boss',
      contactNumber: '0821234567',
      contactEmail: 'boss@morning.example',
    })
    .returning({ id: companies.id });
  const area = (name: string, shouldReceiveReports: boolean) =>
    db
      .insert(areas)
      .values({
        companyId: company.id,
        name,
        contactPerson: 'Area Boss',
        contactEmail: `${name.toLowerCase()}@morning.example`,
        contactNumber: '0117840011',
        shouldReceiveReports,
      })
      .returning({ id: areas.id })
      .then(([row]) => row.id);
  ids.area = await area('North', true);
  ids.silentArea = await area('South', false);
  const site = (name: string, areaId: number) =>
    db
      .insert(sites)
      .values({ companyId: company.id, areaId, name, address: `${name}, 1 Main Road` })
      .returning({ id: sites.id })
      .then(([row]) => row.id);
  ids.reported = await site('Reported', ids.area);
  ids.telegram = await site('Telegram Only', ids.silentArea);
  ids.quiet = await site('Quiet', ids.area);
  ids.noAddress = await site('No Address', ids.silentArea);
  await db.insert(siteContacts).values([
    {
      siteId: ids.reported,
      name: 'Manager',
      contactNumber: '+27821234567',
      emailAddress: 'manager@client.example',
      shouldReceiveReportsEmail: true,
    },
    {
      siteId: ids.telegram,
      name: 'Night Manager',
      contactNumber: '+27821234568',
      telegramChatId: '424242',
      shouldReceiveReportsTelegram: true,
    },
    {
      siteId: ids.quiet,
      name: 'Control',
      contactNumber: '+27821234569',
      emailAddress: 'control@client.example',
      shouldReceivePanicsEmail: true,
    },
    { siteId: ids.noAddress, name: 'Nobody', contactNumber: '+27821234560', shouldReceiveReportsEmail: true },
  ]);
});
afterAll(() => t.close());

interface Made {
  kind: string;
  id: number;
  start: number;
  n: number;
}
async function morningReports(): Promise<Made[]> {
  return rows<Made>(
    t,
    sql`select case when site_id is null then 'area' else 'site' end as kind, coalesce(site_id, area_id) as id,
               extract(epoch from start_date)::int as start, count(*)::int as n
        from reports where trigger = 'morning' group by 1, 2, 3 order by 3, 1, 2`,
  );
}
const expected = (days: number[]) =>
  days.flatMap((n) =>
    [
      { kind: 'area', id: ids.area },
      { kind: 'site', id: ids.reported },
      { kind: 'site', id: ids.telegram },
    ].map((target) => ({ ...target, start: shiftDay(n), n: 1 })),
  );

describe('morning reports', () => {
  it('makes the previous day’s report of each site and area with recipients, each once', async () => {
    expect(await morningReportsOnce(ctx, log, morning(1))).toBe(3);
    expect(await morningReports()).toEqual(expected([0]));
    const messages = await rows<{ channel: string; recipient: string; subject: string; attachment: boolean }>(
      t,
      sql`select channel, recipient, subject, attachments is not null as attachment from notification_outbox
          where report_id is not null order by subject, channel, recipient`,
    );
    expect(messages).toEqual([
      {
        channel: 'email',
        recipient: 'manager@client.example',
        subject: 'North area report 2025-03-01 to 2025-03-02',
        attachment: true,
      },
      {
        channel: 'email',
        recipient: 'north@morning.example',
        subject: 'North area report 2025-03-01 to 2025-03-02',
        attachment: true,
      },
      {
        channel: 'email',
        recipient: 'manager@client.example',
        subject: 'Reported report 2025-03-01 to 2025-03-02',
        attachment: true,
      },
      {
        channel: 'email',
        recipient: 'north@morning.example',
        subject: 'Reported report 2025-03-01 to 2025-03-02',
        attachment: true,
      },
      {
        channel: 'telegram',
        recipient: '424242',
        subject: 'Telegram Only report 2025-03-01 to 2025-03-02',
        attachment: false,
      },
    ]);
    const files = await rows<{ file_name: string; company_id: number }>(
      t,
      sql`select file_name, company_id from reports`,
    );
    for (const file of files) expect(await ctx.files.exists(file.file_name, file.company_id)).toBe(true);
  });

  it('makes nothing more when it runs again', async () => {
    expect(await morningReportsOnce(ctx, log, morning(1))).toBe(0);
    expect(await morningReportsOnce(ctx, log, new Date(morning(1).getTime() + 3 * 3_600_000))).toBe(0);
    expect(await morningReports()).toEqual(expected([0]));
  });

  it('does not make the day before 04:30 UTC', async () => {
    expect(await morningReportsOnce(ctx, log, new Date(Date.UTC(2025, 2, 3, 4, 29)))).toBe(0);
  });

  it(`makes each report once when two jobs run at once${onPostgres ? ' on two connection pools' : ''}`, async () => {
    let second: Database | undefined;
    if (onPostgres) {
      const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
      second = await openPostgres(url);
    }
    try {
      const other: ReportContext = second
        ? { ...ctx, db: second.db, files: fileStoreFor(second, mkdtempSync(join(tmpdir(), 'patrol-test-b-'))) }
        : ctx;
      const [one, two] = await Promise.all([
        morningReportsOnce(ctx, log, morning(2)),
        morningReportsOnce(other, log, morning(2)),
      ]);
      expect(one + two).toBe(3);
      expect(await morningReports()).toEqual(expected([0, 1]));
      expect(logged).toEqual([]);
    } finally {
      await second?.close();
    }
  });

  it('leaves no row when a report fails, and the next run makes it', async () => {
    const failing: ReportContext = {
      ...ctx,
      files: {
        ...ctx.files,
        save: async () => {
          throw new Error('disk full');
        },
      },
    };
    expect(await morningReportsOnce(failing, log, morning(3))).toBe(0);
    expect(logged).toHaveLength(3);
    logged.length = 0;
    expect(await morningReports()).toEqual(expected([0, 1]));
    expect(await rows(t, sql`select id from reports where start_date = to_timestamp(${shiftDay(2)})`)).toEqual([]);
    expect(await morningReportsOnce(ctx, log, morning(3))).toBe(3);
    expect(await morningReports()).toEqual(expected([0, 1, 2]));
  });

  it('catches up on a gap of 3 days', async () => {
    expect(await morningReportsOnce(ctx, log, morning(6))).toBe(9);
    expect(await morningReports()).toEqual(expected([0, 1, 2, 3, 4, 5]));
  });

  it('catches up on only the last 7 days of a 9-day gap', { timeout: 240_000 }, async () => {
    expect(await morningReportsOnce(ctx, log, morning(15))).toBe(21);
    expect(await morningReports()).toEqual(expected([0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14]));
    expect(logged).toEqual([]);
  });
});
