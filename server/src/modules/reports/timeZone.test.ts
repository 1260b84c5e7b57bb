/**
 * A company in Europe/London (its time zone setting): its site's CSV, its PDF report and its alert e-mail write
 * London time, and its shift day runs from 06:00 London time, where a South African company's runs from 06:00
 * South African time (04:00 UTC). The day reported is two days ago, in November: London is on GMT (UTC+0).
 */
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../../contract/reports';
import { reportTime } from '../../../../contract/reports';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, registerHandset, sendAll } from '../../test/live';
import { pdfText } from '../../test/pdfText';
import { createArea, pastDay, siteWithReportContacts } from '../../test/reports';

const LONDON = 'Europe/London';
const DAY = 86_400;
const day = pastDay(2);
const D = day.startDate;
const date = (epochSeconds: number) => new Date(epochSeconds * 1000);
/** Before 06:00 in London (the day before's shift), but 07:30 in South Africa. */
const early = D + 5.5 * 3_600;
/** 07:00 in London. */
const morning = D + 7 * 3_600;
/** 05:00 London time the next morning: still this shift day in London; after it ended in South Africa (04:00 UTC). */
const night = D + DAY + 5 * 3_600;

let t: TestContext;
let call: Api;
let guardforce: number;
let site: Awaited<ReturnType<typeof siteWithReportContacts>>;
let handset: Handset;

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  const zone = await call.post('admin', '/api/v1/company/timeZone', { timeZone: LONDON });
  expect(zone.statusCode, zone.body).toBe(200);
  const area = await createArea(call, 'admin', true);
  site = await siteWithReportContacts(t, call, 'admin', area.id);
  handset = await registerHandset(t, call, site.id, await call.token('guard'));
  await sendAll(handset, [ev.panic(date(early)), ev.panic(date(morning)), ev.panic(date(night))]);
});
afterAll(() => t.close());

describe('a company in Europe/London', () => {
  it("writes its site's activity CSV in London time, over the shift day from 06:00 London time", async () => {
    const response = await call.get(
      'controller',
      `/api/v1/report/csv/activity/${site.id}?startDate=${D}&endDate=${D + DAY}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [, ...panics] = Papa.parse<string[]>(response.json().panicAlertCsv).data;
    const dayText = date(D).toISOString().slice(0, 10);
    const nextText = date(D + DAY)
      .toISOString()
      .slice(0, 10);
    expect(panics.map((cells) => cells[0])).toEqual([`${dayText} 07:00`, `${nextText} 05:00`]);
    expect(reportTime(morning, LONDON)).toBe(`${dayText} 07:00`);
    expect(reportTime(morning, 'Africa/Johannesburg')).toBe(`${dayText} 09:00`);
  });

  it('prints its PDF report in London time: the period from 06:00 London time, the zone named', async () => {
    const response = await call.post('admin', '/api/v1/report/site', { ...day, company: guardforce, siteId: site.id });
    expect(response.statusCode, response.body).toBe(200);
    const { report } = response.json() as { report: Report };
    expect([report.startDate, report.endDate]).toEqual([D + 6 * 3_600, D + DAY + 6 * 3_600]);
    const file = await call.get('admin', `/api/v1/report/file/${report.id}`);
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
    const weekday = (epoch: number) => date(epoch).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
    const long = (epoch: number) =>
      `${weekday(epoch)} ${date(epoch).getUTCDate()} ${date(epoch).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })} ${date(epoch).getUTCFullYear()}, 06:00`;
    expect(text).toContain(`${long(D)} to ${long(D + DAY)}`);
    expect(text).toContain("Times are the company's time zone (Europe/London).");
    expect(text).not.toContain('South African');
    // Listed on its own day, from 06:00 London time: not on the next day, whose 06:00 South African time it overlaps.
    const listed = async (date: number) =>
      (
        (
          await call.get('controller', `/api/v1/report/site/${site.id}?startDate=${date}&endDate=${date}`)
        ).json() as Report[]
      ).map((listedReport) => listedReport.id);
    expect(await listed(D)).toContain(report.id);
    expect(await listed(D + DAY)).not.toContain(report.id);
  });

  it('tells the site contacts of a panic in London time', async () => {
    const mails = await rows<{ body: string }>(
      t,
      sql`select body from notification_outbox where company_id = ${guardforce} and channel = 'email'
          and subject like 'PANIC at %' order by id`,
    );
    const dayText = date(D).toISOString().slice(0, 10);
    expect(mails.map((mail) => mail.body).join('\n')).toContain(`at ${dayText} 07:00 (Europe/London time).`);
  });
});
