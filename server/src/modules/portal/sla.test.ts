/**
 * The client's monthly SLA sheet over the hand-built shift day (test/reportDay.ts): the site report's figures for the
 * same days, approved incidents only, the client's scope, the month's checks (malformed, not begun, provisional) and
 * the PDF.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, addSite, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { buildReportDay, type ReportDay } from '../../test/reportDay';
import { nowSeconds } from '../../time';
import { siteReportContent } from '../reports/gather';
import { lastMonth, monthPeriod } from './sla';

let t: TestContext;
let call: Api;
let day: ReportDay;
let session: string;
let month: string;
const ZONE = 'Africa/Johannesburg';

beforeAll(async () => {
  t = await build();
  call = api(t);
  day = await buildReportDay(t, call);
  const { alpha, bravo } = day.sites;
  const created = await call.post('admin', '/api/v1/clients', {
    name: 'Estate Owner',
    emailAddress: `sla-${randomUUID().slice(0, 6)}@estate.example`,
    siteIds: [alpha.id, bravo.id],
  });
  const link = await call.post('admin', `/api/v1/clients/${created.json().id}/link`, {});
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/v1/portal/session',
    payload: { token: link.json().url.split('#token=')[1] },
  });
  session = String(opened.headers['x-access-token']);
  // The month the day lies in, on the company's clock.
  month = new Date((day.from + 12 * 3_600 + 2 * 3_600) * 1000).toISOString().slice(0, 7);
}, 120_000);
afterAll(() => t.close());

const sla = (query: string, token = session) => t.as(token, { method: 'GET', url: `/api/v1/portal/sla?${query}` });

describe('GET /api/v1/portal/sla', () => {
  it("gives each site the site report's figures for the same days, and the total", async () => {
    const response = await sla(`month=${month}`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json();
    const { from, to, provisional } = monthPeriod(month, ZONE);
    expect(sheet).toMatchObject({ month, from, to, provisional, companyName: 'GuardForce Security Services' });
    expect(sheet.sites.map((site: { siteId: number }) => site.siteId).sort()).toEqual(
      [day.sites.alpha.id, day.sites.bravo.id].sort(),
    );
    let planned = 0;
    for (const site of sheet.sites) {
      const report = await siteReportContent(t.database.db, site.siteId, { from, to });
      const { total } = report.patrols;
      expect(site.patrols).toEqual({
        planned: total.planned,
        complete: total.complete,
        incomplete: total.incomplete,
        failed: total.failed,
        open: total.open,
        completePercentage: total.completePercentage,
      });
      expect(site.tags).toEqual({
        expected: report.tags.expected,
        scanned: report.tags.scanned,
        late: report.tags.late,
        scannedPercentage: report.tags.scannedPercentage,
      });
      expect(site.sla).toEqual(report.sla);
      expect(site.record).toMatchObject({ intact: report.integrity.intact, checked: report.integrity.checked });
      // The panics' times to the first answer, as the site report's alert line has them.
      const panics = report.alerts.find((line) => line.type === 'panic');
      expect(site.responses.panics).toBe(panics?.count ?? 0);
      expect(site.responses.panicMedianSeconds).toBe(panics?.medianResponseSeconds ?? null);
      planned += total.planned;
    }
    expect(sheet.total.patrols.planned).toBe(planned);
    const alpha = sheet.sites.find((site: { siteId: number }) => site.siteId === day.sites.alpha.id);
    expect(alpha.responses.panics).toBe(3);
    expect(alpha.responses.answered).toBeGreaterThanOrEqual(3);
    expect(alpha.responses.p95Seconds).toBeGreaterThanOrEqual(alpha.responses.medianSeconds);
    expect(alpha.record).toMatchObject({ intact: true, text: MESSAGES.portal.recordIntact });
    expect(sheet.total.record.text).toBe(MESSAGES.portal.recordIntact);
  });

  it('counts approved incidents only, by category, and one site alone when asked', async () => {
    const { alpha, bravo } = day.sites;
    const at = sql`to_timestamp(${day.from + 3_600})`;
    await t.database.db.execute(sql`insert into incidents (event_guid, company_id, site_id, category, severity, text,
      original_text, note, sent_at, status, approved_at) values
      (${randomUUID()}, ${day.companyId}, ${alpha.id}, 'Fire', 'high', 'Bin fire out', null, '', ${at}, 'approved', now()),
      (${randomUUID()}, ${day.companyId}, ${alpha.id}, 'Fire', 'low', 'Smoke', null, '', ${at}, 'approved', now()),
      (${randomUUID()}, ${day.companyId}, ${alpha.id}, 'Theft', 'low', 'Unapproved', null, '', ${at}, 'new', null),
      (${randomUUID()}, ${day.companyId}, ${bravo.id}, 'Other', 'low', 'Gate', null, '', ${at}, 'approved', now())`);
    const all = (await sla(`month=${month}`)).json();
    expect(all.total.incidents).toEqual([
      { category: 'Fire', count: 2 },
      { category: 'Other', count: 1 },
    ]);
    const one = await sla(`month=${month}&siteId=${alpha.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().sites.map((site: { siteId: number }) => site.siteId)).toEqual([alpha.id]);
    expect(one.json().total.incidents).toEqual([{ category: 'Fire', count: 2 }]);
  });

  it("answers 404 for a site outside the client's scope, of its company or another", async () => {
    const { guardforce, capeShield } = await call.companies();
    const otherSite = await addSite(t, guardforce, `SLA Other ${randomUUID().slice(0, 4)}`);
    const capeSite = await addSite(t, capeShield, `SLA Cape ${randomUUID().slice(0, 4)}`);
    for (const siteId of [day.sites.charlie.id, otherSite, capeSite]) {
      const response = await sla(`month=${month}&siteId=${siteId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.portal.siteNotFound });
      expect(
        (await t.as(session, { method: 'GET', url: `/api/v1/portal/sla.pdf?month=${month}&siteId=${siteId}` }))
          .statusCode,
      ).toBe(404);
    }
  });

  it("refuses an employee's session and none", async () => {
    const admin = await call.token('admin');
    expect((await sla(`month=${month}`, admin)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/portal/sla?month=${month}` })).statusCode).toBe(401);
  });

  it('answers 400 with a clear message for a malformed month or one not begun', async () => {
    for (const bad of ['month=2026-13', 'month=26-01', 'month=2026-1', '']) {
      const response = await sla(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.portal.badMonth);
    }
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 2);
    const future = await sla(`month=${next.toISOString().slice(0, 7)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: MESSAGES.portal.futureMonth });
  });

  it('marks the current month provisional and a past one not', async () => {
    const current = new Date(nowSeconds() * 1000).toISOString().slice(0, 7);
    const { provisional } = monthPeriod(current, ZONE);
    expect((await sla(`month=${current}`)).json().provisional).toBe(provisional);
    const past = (await sla(`month=${lastMonth(nowSeconds() - 40 * 86_400)}`)).json();
    expect(past.provisional).toBe(false);
    expect(past.total.patrols.planned).toBe(0);
  });
});

describe('GET /api/v1/portal/sla.pdf', () => {
  it('is the sheet as a PDF', async () => {
    const response = await t.as(session, { method: 'GET', url: `/api/v1/portal/sla.pdf?month=${month}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.as(session, { method: 'GET', url: '/api/v1/portal/sla.pdf?month=bad' })).statusCode).toBe(400);
  });
});
