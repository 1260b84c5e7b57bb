/**
 * GET /api/v1/report/csv/incidents/{siteId}: a site's incident reports over a period, as the activity CSVs take it —
 * roles and companies, the period's rules, and what a row says (the corrected text, the approval, the photos).
 */
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { reportTime } from '../../../../contract/reports';
import { utcDay } from '../../../../contract/shiftRange';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, type Handset, multipartFile, PNG_1x1, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

const DAY = 86_400;
const today = utcDay(Date.now() / 1000);
const ZONE = 'Africa/Johannesburg';
const HEADER = 'Time,Site,Guard,Category,Severity,Status,Text,Approved By,Approved At,Photos';

let t: TestContext;
let call: Api;
let handset: Handset;
const site = { ours: 0, theirs: 0, empty: 0 };

const csv = (account: Account, siteId: number, query = `startDate=${today - DAY}&endDate=${today + DAY}`) =>
  call.get(account, `/api/v1/report/csv/incidents/${siteId}?${query}`);
const rowsOf = (text: string) => Papa.parse<Record<string, string>>(text, { header: true }).data;

async function upload() {
  const { payload, headers } = multipartFile('door.png', PNG_1x1);
  const response = await t.as(handset.token, {
    method: 'POST',
    url: '/api/v1/handset/photo',
    payload,
    headers: { ...headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
  });
  return response.json().imageUrl as string;
}

const incident = (at: Date, extra: Record<string, unknown>) => ({
  type: 'incident',
  eventGuid: randomUUID(),
  sentAt: epoch(at),
  category: 'Fire or hazard',
  severity: 'medium',
  text: 'Fire door open',
  ...extra,
});

const sentAt = new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await build();
  call = api(t);
  site.ours = await createSite(call, 'admin', { name: 'Incident CSV Site' });
  site.empty = await createSite(call, 'admin', { name: 'Quiet Site' });
  site.theirs = await createSite(call, 'otherAdmin', { name: 'Cape CSV Site' });
  handset = await registerHandset(t, call, site.ours, await call.token('guard'));
  const photos = [await upload(), await upload()];
  await sendAll(handset, [
    incident(sentAt, { imageUrls: photos, text: '=HYPERLINK("x")' }),
    incident(new Date(sentAt.getTime() - 3_600_000), { category: 'Medical', severity: 'low', text: 'Guard slipped' }),
    // Before the period: not in the CSV.
    incident(new Date((today - 3 * DAY) * 1000), { text: 'Long ago' }),
  ]);
});
afterAll(() => t.close());

describe('who may read it', () => {
  it.each(['admin', 'controller', 'sysadmin'] as const)(
    '%s reads a GuardForce site’s incident CSV',
    async (account) => {
      const response = await csv(account, site.ours);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['incidentCsv']);
    },
  );

  it.each(['otherAdmin', 'otherController'] as const)('%s gets 404 for GuardForce’s site', async (account) => {
    const response = await csv(account, site.ours);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
  });

  it('refuses a guard’s token and a call without one', async () => {
    expect((await csv('guard', site.ours)).json()).toEqual({ message: MESSAGES.auth.consoleOnly });
    const bare = await t.app.inject({
      method: 'GET',
      url: `/api/v1/report/csv/incidents/${site.ours}?startDate=${today - DAY}&endDate=${today}`,
    });
    expect(bare.statusCode).toBe(401);
  });
});

describe('the period', () => {
  it("refuses the activity report's two cases with the spec's words", async () => {
    const same = await csv('admin', site.ours, `startDate=${today}&endDate=${today}`);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: MESSAGES.report.sameDates });
    const reversed = await csv('admin', site.ours, `startDate=${today}&endDate=${today - DAY}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ message: MESSAGES.report.startAfterEnd });
  });

  it('takes a long period and answers the header alone for a site without incidents', async () => {
    const response = await csv('admin', site.empty, `startDate=${today - 60 * DAY}&endDate=${today + DAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().incidentCsv).toBe(HEADER);
  });
});

describe('the rows', () => {
  it('lists the period’s incidents oldest first: the corrected text, the approval, the photos counted', async () => {
    const listed = (await call.get('admin', `/api/v1/incidents?siteId=${site.ours}`)).json() as {
      id: number;
      text: string;
    }[];
    const first = listed.find((one) => one.text === 'Guard slipped') as { id: number };
    const corrected = await call.post('controller', `/api/v1/incidents/${first.id}`, { text: 'Guard slipped on oil' });
    expect(corrected.statusCode).toBe(200);
    const approved = await call.post('controller', `/api/v1/incidents/${first.id}/approve`, {});
    expect(approved.statusCode).toBe(200);

    const text = (await csv('admin', site.ours)).json().incidentCsv as string;
    expect(text.split('\r\n')[0]).toBe(HEADER);
    const rows = rowsOf(text);
    expect(rows.map((row) => row.Text)).toEqual(['Guard slipped on oil', `'=HYPERLINK("x")`]);
    expect(rows[0]).toMatchObject({
      Site: 'Incident CSV Site',
      Guard: 'Bongani Khumalo',
      Category: 'Medical',
      Severity: 'Low',
      Status: 'Approved',
      'Approved By': 'Sipho Dlamini',
      'Approved At': reportTime(approved.json().approvedAt, ZONE),
      Photos: '0',
    });
    expect(rows[1]).toMatchObject({
      Time: reportTime(epoch(sentAt), ZONE),
      Severity: 'Medium',
      Status: 'New',
      'Approved By': '',
      Photos: '2',
    });
  });

  it('gives a sys-admin another company’s site, and that site’s rows only', async () => {
    const response = await csv('sysadmin', site.theirs);
    expect(response.statusCode).toBe(200);
    expect(response.json().incidentCsv).toBe(HEADER);
  });
});
