/**
 * PDF reports through the API: who may make and list them (roles, tenants), what is refused, what is queued to
 * whom, and who may open the file (a signed-in user of the company, or a signed link that has not expired).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../../contract/messages';
import { REPORT_LINK_SECONDS, REPORT_SESSION_LINK_SECONDS, type Report } from '../../../../contract/reports';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { pdfText } from '../../test/pdfText';
import { createArea, pastDay, siteWithoutReportContacts, siteWithReportContacts } from '../../test/reports';
import { signedReportUrl } from './links';

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
let area: Awaited<ReturnType<typeof createArea>>;
let site: Awaited<ReturnType<typeof siteWithReportContacts>>;
let second: Awaited<ReturnType<typeof siteWithReportContacts>>;
let quiet: Awaited<ReturnType<typeof siteWithoutReportContacts>>;
let otherSite: Awaited<ReturnType<typeof siteWithReportContacts>>;
let otherArea: Awaited<ReturnType<typeof createArea>>;

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  area = await createArea(call, 'admin', true);
  site = await siteWithReportContacts(t, call, 'admin', area.id);
  second = await siteWithReportContacts(t, call, 'admin', area.id);
  const silentArea = await createArea(call, 'admin', false);
  quiet = await siteWithoutReportContacts(call, 'admin', silentArea.id);
  otherArea = await createArea(call, 'otherAdmin', true);
  otherSite = await siteWithReportContacts(t, call, 'otherAdmin', otherArea.id);
});
afterAll(() => t.close());

const day = pastDay(2);
const siteBody = (siteId: number, company = guardforce, period = day) => ({ ...period, company, siteId });
const areaBody = (areaId: number, company = guardforce, period = day) => ({ ...period, company, areaId });

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  attachment_path: string | null;
  company_id: number;
}
const outboxOf = (reportId: number) =>
  rows<OutboxRow>(
    t,
    sql`select channel, recipient, subject, body, attachments -> 0 ->> 'path' as attachment_path, company_id from notification_outbox
        where report_id = ${reportId} order by channel, recipient`,
  );

describe('POST /api/v1/report/site', () => {
  let made: Report;

  it('makes the report, stores it and queues it to the area and to each contact by their flags', async () => {
    const response = await call.post('admin', '/api/v1/report/site', siteBody(site.id));
    expect(response.statusCode, response.body).toBe(200);
    const { report, message } = response.json() as { report: Report; message: string };
    made = report;
    // This server has no channel configured: the report is made and queued, and the answer says it was not sent.
    expect(message).toBe(
      'Report generated; e-mail, Telegram and SMS are not configured on this server, so it was not sent.',
    );
    expect(report).toMatchObject({
      siteId: site.id,
      areaId: null,
      name: site.name,
      startDate: day.startDate + 4 * 3_600,
      endDate: day.endDate + 4 * 3_600,
      trigger: 'request',
      delivery: { recipients: 4, sent: 0, waiting: 4, failed: 0, notConfigured: 0, notConnected: 0 },
    });
    expect(report.reportUrl).toMatch(new RegExp(`^/api/v1/report/file/${report.id}\\?expires=\\d+&signature=[\\w-]+$`));

    const messages = await outboxOf(report.id);
    const title = `${site.name} report ${new Date((day.startDate + 7_200) * 1000).toISOString().slice(0, 10)} to ${new Date((day.endDate + 7_200) * 1000).toISOString().slice(0, 10)}`;
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', area.contactEmail],
      ['email', site.manager.emailAddress],
      ['sms', site.manager.contactNumber],
      ['telegram', site.manager.telegramChatId],
    ]);
    for (const m of messages) {
      expect(m.subject).toBe(title);
      expect(m.company_id).toBe(guardforce);
    }
    const [areaMail, managerMail, sms, telegram] = messages;
    expect(areaMail.attachment_path).toMatch(/^\/files\/[0-9a-f]{32}\.pdf$/);
    expect(managerMail.attachment_path).toBe(areaMail.attachment_path);
    expect(managerMail.body).toContain(`Attached is the patrol report of ${site.name}`);
    for (const text of [sms, telegram]) {
      expect(text.attachment_path).toBeNull();
      const link = /(http\S+)$/.exec(text.body)?.[1] as string;
      expect(link.startsWith(`${t.config.publicUrl}/api/v1/report/file/${report.id}?expires=`)).toBe(true);
      const expires = Number(new URL(link).searchParams.get('expires'));
      expect(Math.abs(expires - (Math.floor(Date.now() / 1000) + REPORT_LINK_SECONDS))).toBeLessThan(600);
      // The link opens the report without a session.
      const opened = await t.app.inject({ method: 'GET', url: link.slice(t.config.publicUrl.length) });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
    }
  });

  it('serves the stored PDF, which names the site and its period', async () => {
    const response = await call.get('admin', `/api/v1/report/file/${made.id}`);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Site Patrol Report ${site.name}`);
    expect(text).toContain('No patrols were planned in this period.');
  });

  it('lets a controller and a sys-admin (naming the company) make one', async () => {
    for (const account of ['controller', 'sysadmin'] as const) {
      const response = await call.post(account, '/api/v1/report/site', siteBody(second.id));
      expect(response.statusCode, `${account}: ${response.body}`).toBe(200);
      const [row] = await rows<{ requested_by: number }>(
        t,
        sql`select requested_by from reports where id = ${response.json().report.id}`,
      );
      expect(row.requested_by).toBe(
        await call.employeeId(account === 'sysadmin' ? 'sysadmin@patrol.local' : 'controller@guardforce.co.za'),
      );
    }
  });

  it("says so when nobody receives the site's reports, and queues nothing", async () => {
    const response = await call.post('admin', '/api/v1/report/site', siteBody(quiet.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(fill(MESSAGES.report.generatedNoRecipients, { kind: 'site' }));
    expect(response.json().report.delivery).toEqual({
      recipients: 0,
      sent: 0,
      waiting: 0,
      failed: 0,
      notConfigured: 0,
      notConnected: 0,
    });
    expect(await outboxOf(response.json().report.id)).toEqual([]);
  });

  it.each([
    ['equal dates', { startDate: day.startDate, endDate: day.startDate }, MESSAGES.report.sameDates],
    ['a start after the end', { startDate: day.endDate, endDate: day.startDate }, MESSAGES.report.startAfterEnd],
    ['more than a month', { startDate: day.startDate - 40 * 86_400, endDate: day.endDate }, MESSAGES.report.pdfTooLong],
  ])('refuses %s with its message and stores nothing', async (_label, period, text) => {
    const before = await rows<{ n: number }>(t, sql`select count(*)::int as n from reports`);
    const response = await call.post('admin', '/api/v1/report/site', siteBody(site.id, guardforce, period));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
    expect(await rows<{ n: number }>(t, sql`select count(*)::int as n from reports`)).toEqual(before);
  });

  it("answers 404 for another company's site, and 400 when the company is not the site's", async () => {
    const other = await call.post('admin', '/api/v1/report/site', siteBody(otherSite.id, guardforce));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.site.notFound);
    const otherCompany = await call.post('otherAdmin', '/api/v1/report/site', siteBody(site.id, capeShield));
    expect(otherCompany.statusCode).toBe(404);
    for (const account of ['admin', 'sysadmin'] as const) {
      const wrong = await call.post(account, '/api/v1/report/site', siteBody(site.id, capeShield));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(fill(MESSAGES.report.wrongCompany, { kind: 'site' }));
    }
  });

  it("refuses a guard's token", async () => {
    const response = await call.post('guard', '/api/v1/report/site', siteBody(site.id));
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/v1/report/area', () => {
  it("sends the area's report to the area and to the report e-mail contacts of its sites", async () => {
    const response = await call.post('controller', '/api/v1/report/area', areaBody(area.id));
    expect(response.statusCode, response.body).toBe(200);
    const { report, message } = response.json() as { report: Report; message: string };
    expect(message).toBe('Report generated; e-mail is not configured on this server, so it was not sent.');
    expect(report).toMatchObject({ siteId: null, areaId: area.id, name: area.name });
    const messages = await outboxOf(report.id);
    expect(messages.map((m) => [m.channel, m.recipient]).sort()).toEqual(
      [
        ['email', area.contactEmail],
        ['email', site.manager.emailAddress],
        ['email', second.manager.emailAddress],
      ].sort(),
    );
    expect(messages.every((m) => m.attachment_path?.endsWith('.pdf'))).toBe(true);
    expect(messages[0].subject).toMatch(new RegExp(`^${area.name} area report \\d{4}-\\d{2}-\\d{2} to `));
    const pdf = await call.get('controller', `/api/v1/report/file/${report.id}`);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(`Area Patrol Report ${area.name}`);
  });

  it("answers 404 for another company's area, and 400 when the company is not the area's", async () => {
    const other = await call.post('admin', '/api/v1/report/area', areaBody(otherArea.id));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.area.notFound);
    const wrong = await call.post('sysadmin', '/api/v1/report/area', areaBody(area.id, capeShield));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(fill(MESSAGES.report.wrongCompany, { kind: 'area' }));
  });
});

describe('GET /api/v1/report/site/:id and /area/:id', () => {
  const list = (
    account: 'admin' | 'controller' | 'otherAdmin' | 'sysadmin' | 'guard',
    kind: string,
    id: number,
    period = day,
  ) => call.get(account, `/api/v1/report/${kind}/${id}?startDate=${period.startDate}&endDate=${period.endDate}`);

  it("lists the site's reports of the period, newest first, each with a link and its delivery", async () => {
    const response = await list('controller', 'site', second.id);
    expect(response.statusCode).toBe(200);
    const reports = response.json() as Report[];
    expect(reports).toHaveLength(2);
    expect(reports[0].id).toBeGreaterThan(reports[1].id);
    for (const report of reports) {
      expect(report.delivery).toEqual({
        recipients: 4,
        sent: 0,
        waiting: 4,
        failed: 0,
        notConfigured: 0,
        notConnected: 0,
      });
      const expires = Number(new URL(report.reportUrl, 'http://x').searchParams.get('expires'));
      expect(Math.abs(expires - (Math.floor(Date.now() / 1000) + REPORT_SESSION_LINK_SECONDS))).toBeLessThan(600);
      const opened = await t.app.inject({ method: 'GET', url: report.reportUrl });
      expect(opened.statusCode).toBe(200);
    }
    const area = await list(
      'admin',
      'area',
      (await rows<{ area_id: number }>(t, sql`select area_id from sites where id = ${second.id}`))[0].area_id,
    );
    expect(area.statusCode).toBe(200);
    expect((area.json() as Report[]).map((r) => r.areaId)).toHaveLength(1);
  });

  it('leaves out reports of other periods; equal dates mean that one day', async () => {
    expect((await list('admin', 'site', second.id, pastDay(4))).json()).toEqual([]);
    expect(
      (await list('admin', 'site', second.id, { startDate: day.startDate, endDate: day.startDate })).json(),
    ).toHaveLength(2);
    const wide = { startDate: day.startDate - 3 * 86_400, endDate: day.endDate + 86_400 };
    expect((await list('admin', 'site', second.id, wide)).json()).toHaveLength(2);
    const backwards = await list('admin', 'site', second.id, { startDate: day.endDate, endDate: day.startDate });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(MESSAGES.report.startAfterEnd);
  });

  it("answers 404 for another company's site or area, and 403 to a guard", async () => {
    expect((await list('otherAdmin', 'site', site.id)).statusCode).toBe(404);
    expect((await list('otherAdmin', 'area', area.id)).statusCode).toBe(404);
    expect((await list('sysadmin', 'site', site.id)).statusCode).toBe(200);
    expect((await list('guard', 'site', site.id)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/report/file/:id', () => {
  let report: Report;
  beforeAll(async () => {
    [report] = (
      await call.get('admin', `/api/v1/report/site/${site.id}?startDate=${day.startDate}&endDate=${day.endDate}`)
    ).json();
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const path = `/api/v1/report/file/`;

  it('answers the PDF inline, named after the report, kept by no shared cache, framed by the console only', async () => {
    const response = await call.get('controller', `${path}${report.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="${site.name} report \\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}\\.pdf"`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers 404 to a user of another company, with or without the report's link", async () => {
    for (const account of ['otherAdmin', 'otherController'] as const) {
      const response = await call.get(account, `${path}${report.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.report.notFound);
    }
    expect((await call.get('sysadmin', `${path}${report.id}`)).statusCode).toBe(200);
  });

  it('answers 404 to a guessed or altered link, 410 to an expired one, 401 to none', async () => {
    const { searchParams } = new URL(report.reportUrl, 'http://x');
    const expires = Number(searchParams.get('expires'));
    const signature = searchParams.get('signature') as string;
    const other = report.id + 1_000;
    for (const url of [
      `${path}${other}?expires=${expires}&signature=${signature}`,
      `${path}${report.id}?expires=${expires + 1}&signature=${signature}`,
      `${path}${report.id}?expires=${expires}&signature=${signature.slice(1)}A`,
      `${path}${report.id}?expires=${expires}&signature=guess`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(MESSAGES.report.notFound);
    }
    const expired = signedReportUrl('', t.config.jwtSecret, report.id, Math.floor(Date.now() / 1000) - 3_600, 60);
    const gone = await get(expired);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(MESSAGES.report.linkExpired);
    const none = await get(`${path}${report.id}`);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.auth.missingToken);
  });

  it("answers 404 to another company's report, opened with our token or with a link signed for ours", async () => {
    const made = await call.post('otherAdmin', '/api/v1/report/site', siteBody(otherSite.id, capeShield));
    expect(made.statusCode, made.body).toBe(200);
    const theirs = made.json().report as Report;
    expect((await call.get('admin', `${path}${theirs.id}`)).statusCode).toBe(404);
    const ours = new URL(report.reportUrl, 'http://x').search;
    expect((await get(`${path}${theirs.id}${ours}`)).statusCode).toBe(404);
    expect((await call.get('otherAdmin', `${path}${theirs.id}`)).statusCode).toBe(200);
  });
});
