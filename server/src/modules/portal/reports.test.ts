/**
 * The site reports in the portal: a client lists the stored PDFs of its sites, newest first, and an area's only when
 * every site of the area is its own; each with its e-mails as the outbox counts them. Its PDF is served to the client
 * alone: another site's, another company's or an unknown report is one 404, and an employee's session is refused.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { PortalReports } from '../../../../contract/portalReports';
import { areas, sites } from '../../db/schema';
import { FILES_PREFIX, fileStoreFor } from '../../integrations/fileStore';
import { enqueue } from '../../notify/outbox';
import { type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';

let t: TestContext;
let call: Api;
let session: string;
const DAY = 86_400;
const day = (n: number) => Date.UTC(2026, 9, 1 + n, 4) / 1000;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const ids = { mine: 0, mineToo: 0, other: 0, cape: 0, allMine: 0, mixed: 0 };
const report = {} as Record<'mine' | 'mineOld' | 'mineToo' | 'other' | 'cape' | 'allMine' | 'mixed', number>;

async function addArea(companyId: number, name: string) {
  const [row] = await t.database.db
    .insert(areas)
    .values({
      companyId,
      name,
      contactPerson: 'Area Manager',
      contactEmail: 'area@x.example',
      contactNumber: '0110000000',
    })
    .returning({ id: areas.id });
  return row.id;
}
async function addSite(companyId: number, name: string, areaId: number | null) {
  const [row] = await t.database.db
    .insert(sites)
    .values({ companyId, areaId, name, address: `${name}, 1 Main Road` })
    .returning({ id: sites.id });
  return row.id;
}
/** A stored report (its PDF in the file store) of a site or an area, of shift day `n`, made the morning after. */
async function addReport(companyId: number, target: { siteId?: number; areaId?: number }, n: number) {
  const files = fileStoreFor(t.database, t.config.dataDir);
  const url = await files.save(pdf(`report ${randomUUID()}`), 'pdf', companyId);
  const result = await t.database.db.execute<{ id: number }>(sql`
    insert into reports (company_id, site_id, area_id, start_date, end_date, file_name, trigger, created_at)
    values (${companyId}, ${target.siteId ?? null}, ${target.areaId ?? null}, to_timestamp(${day(n)}),
      to_timestamp(${day(n) + DAY}), ${url.slice(FILES_PREFIX.length)}, 'morning', to_timestamp(${day(n + 1) + 3_600}))
    returning id`);
  return Number(result.rows[0].id);
}

beforeAll(async () => {
  t = await build();
  call = api(t);
  const { guardforce, capeShield } = await call.companies();
  const tag = randomUUID().slice(0, 4);
  ids.allMine = await addArea(guardforce, `All Mine ${tag}`);
  ids.mixed = await addArea(guardforce, `Mixed ${tag}`);
  ids.mine = await addSite(guardforce, `Report Park ${tag}`, ids.allMine);
  ids.mineToo = await addSite(guardforce, `Report Mall ${tag}`, ids.mixed);
  ids.other = await addSite(guardforce, `Report Other ${tag}`, ids.mixed);
  ids.cape = await addSite(capeShield, `Report Cape ${tag}`, null);
  report.mineOld = await addReport(guardforce, { siteId: ids.mine }, 0);
  report.mine = await addReport(guardforce, { siteId: ids.mine }, 1);
  report.mineToo = await addReport(guardforce, { siteId: ids.mineToo }, 1);
  report.other = await addReport(guardforce, { siteId: ids.other }, 1);
  report.allMine = await addReport(guardforce, { areaId: ids.allMine }, 1);
  report.mixed = await addReport(guardforce, { areaId: ids.mixed }, 1);
  report.cape = await addReport(capeShield, { siteId: ids.cape }, 1);
  // The newest report of the site went to two addresses by e-mail and one by Telegram; one e-mail still waits.
  const mail = (recipient: string) => ({
    companyId: guardforce,
    channel: 'email' as const,
    recipient,
    subject: 'Report',
    body: 'Attached',
    reportId: report.mine,
  });
  await enqueue(t.database.db, [
    mail('owner@park.example'),
    mail('manager@park.example'),
    mail('late@park.example'),
    { ...mail('424242'), channel: 'telegram' },
  ]);
  await t.database.db.execute(sql`update notification_outbox set status = 'sent'
    where report_id = ${report.mine} and recipient <> 'late@park.example'`);

  const client = await call.post('admin', '/api/v1/clients', {
    name: 'Park Owner',
    emailAddress: `owner-${tag}@park.example`,
    siteIds: [ids.mine, ids.mineToo],
  });
  const link = await call.post('admin', `/api/v1/clients/${client.json().id}/link`, {});
  const token = String(link.json().url).split('#token=')[1];
  const opened = await t.app.inject({ method: 'POST', url: '/api/v1/portal/session', payload: { token } });
  session = String(opened.headers['x-access-token']);
});
afterAll(() => t.close());

const get = (path: string, token = session) => t.as(token, { method: 'GET', url: `/api/v1/portal/${path}` });

describe('GET /api/v1/portal/reports', () => {
  it("lists its sites' reports newest first, an area's only when every site of it is the client's", async () => {
    const answer = await get('reports');
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json() as PortalReports;
    expect(listed.total).toBe(4);
    expect(listed.reports.map((r) => r.id)).toEqual([report.allMine, report.mineToo, report.mine, report.mineOld]);
    const newest = listed.reports.find((r) => r.id === report.mine);
    expect(newest).toMatchObject({
      kind: 'site',
      siteId: ids.mine,
      areaId: null,
      startDate: day(1),
      endDate: day(2),
      trigger: 'morning',
      emailed: { sent: 2, waiting: 1, failed: 0 },
    });
    expect(newest?.name).toMatch(/^Report Park /);
    expect(listed.reports.find((r) => r.id === report.allMine)).toMatchObject({ kind: 'area', siteId: null });
    expect(listed.reports.find((r) => r.id === report.mineOld)?.emailed).toEqual({ sent: 0, waiting: 0, failed: 0 });
  });

  it('pages with page and limit', async () => {
    const second = (await get('reports?page=2&limit=3')).json() as PortalReports;
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.reports.map((r) => r.id)).toEqual([report.mineOld]);
    expect((await get('reports?limit=0')).statusCode).toBe(400);
    expect((await get('reports?page=x')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/portal/reports/{id}/file', () => {
  it("serves the PDF of a report in the client's list", async () => {
    for (const id of [report.mine, report.allMine]) {
      const answer = await get(`reports/${id}/file`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("answers another site's, another company's, a mixed area's and an unknown report with one 404", async () => {
    for (const id of [report.other, report.cape, report.mixed, 999_999_999]) {
      const answer = await get(`reports/${id}/file`);
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json()).toEqual({ message: MESSAGES.portal.reportNotFound });
    }
  });

  it("refuses an employee's session and no session (401), like every portal call", async () => {
    const admin = await t.login('admin@guardforce.co.za');
    for (const path of ['reports', `reports/${report.mine}/file`]) {
      expect((await get(path, admin)).statusCode, path).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/portal/${path}` })).statusCode, path).toBe(401);
    }
  });
});
