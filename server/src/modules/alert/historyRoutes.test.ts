/**
 * The alert history: a period's alerts with their answers, filtered, sorted and paged on the server, its CSV, and
 * tenant isolation on both calls.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_HISTORY_MAX_DAYS, type AlertHistoryPage } from '../../../../contract/alertHistory';
import { DEFAULT_TIME_ZONE } from '../../../../contract/constants';
import { LIVE_TYPES } from '../../../../contract/events';
import { fill, MESSAGES } from '../../../../contract/messages';
import { reportTime as reportTimeIn } from '../../../../contract/reports';
import { answeredAt } from '../../test/answeredAt';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, type Handset, minutes, pastMinute, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

const M = MESSAGES.alertHistory;
let t: TestContext;
let call: Api;
let guardforce: number;
let siteId: number;
let emptySiteId: number;
let handset: Handset;
let start: Date;
let guids: { panic: string; call: string; scan: string; cape: string };
const PANIC_ANSWER = "=HYPERLINK('http://evil') Called the guard, all is well";

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  siteId = await createSite(call, 'admin', { name: 'History Site', contacts: [] });
  emptySiteId = await createSite(call, 'admin', { name: 'Quiet History Site', contacts: [] });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape History Site' });
  const capeHandset = await registerHandset(
    t,
    call,
    capeSite,
    await t.login('luthando.jacobs@capeshield.co.za'),
    'otherAdmin',
  );
  // Two days ago, apart from the demo data's recent traffic.
  start = pastMinute(48);
  const panic = ev.panic(minutes(start, 1), { latitude: -26.123456, longitude: 28.034567 });
  const pleaseCall = ev.pleaseCallMe(minutes(start, 2));
  const scan = ev.scan('04:HI:ST:OR:Y0:00:01', minutes(start, 3));
  await sendAll(handset, [
    panic,
    pleaseCall,
    scan,
    ev.location(-26.1247, 28.0344, minutes(start, 4)),
    ev.status(80, false, minutes(start, 5)),
  ]);
  const cape = ev.panic(minutes(start, 6));
  await sendAll(capeHandset, [cape]);
  guids = { panic: panic.eventGuid, call: pleaseCall.eventGuid, scan: scan.eventGuid, cape: cape.eventGuid };
  const answer = async (account: Account, guid: string, type: string, topic: string, after: number, text: string) => {
    const sentAt = minutes(start, type === 'panic' ? 1 : 2);
    const response = await call.post(account, '/api/v1/alarmAlert/respond', {
      message: text,
      respondedAt: epoch(sentAt) + after,
      respondedToType: type,
      respondedToGuid: guid,
      topic,
    });
    expect(response.statusCode, response.body).toBe(200);
    await answeredAt(t.database.db, guid, epoch(sentAt) + after);
  };
  await answer('admin', guids.panic, 'panic', 'critical-qa', 90, PANIC_ANSWER);
  await answer('controller', guids.call, 'pleaseCallMe', 'chat-qa', 30, 'Called back: a flat tyre.');
});
afterAll(() => t.close());

const period = () => `startDate=${epoch(start)}&endDate=${epoch(minutes(start, 60))}`;
async function history(query = '', account: Account = 'controller') {
  const response = await call.get(account, `/api/v1/alarmAlert/history?${period()}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AlertHistoryPage;
}
const guidsOf = (page: AlertHistoryPage) => page.data.map((row) => row.eventGuid);
async function refused(query: string, status = 400, account: Account = 'controller') {
  const response = await call.get(account, `/api/v1/alarmAlert/history?${query}`);
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { message: string }).message;
}

describe('GET /alarmAlert/history', () => {
  it("lists the period's alerts newest first, never locations or status reports, each with its answer", async () => {
    const page = await history();
    expect(page.total).toBe(3);
    expect(guidsOf(page)).toEqual([guids.scan, guids.call, guids.panic]);
    const [scan, pleaseCall, panic] = page.data;
    expect(panic).toMatchObject({
      type: 'panic',
      sentAt: epoch(minutes(start, 1)),
      siteId,
      siteName: 'History Site',
      guard: 'Bongani Khumalo',
      what: 'Panic raised at -26.12346, 28.03457',
      answeredBy: 'Thandi Mokoena',
      answeredAt: epoch(minutes(start, 1)) + 90,
      response: PANIC_ANSWER,
      responseSeconds: 90,
    });
    expect(panic.deviceName).toEqual(expect.any(String));
    expect(pleaseCall).toMatchObject({
      type: 'pleaseCallMe',
      responseSeconds: 30,
      response: 'Called back: a flat tyre.',
    });
    expect(pleaseCall.answeredBy).not.toBe(panic.answeredBy);
    expect(scan).toMatchObject({
      type: 'nfcTagScanUnallocated',
      what: 'Unallocated tag 04:HI:ST:OR:Y0:00:01 scanned',
      answeredBy: null,
      answeredAt: null,
      response: null,
      responseSeconds: null,
    });
  });

  it('sorts by sent time or by response time, unanswered alerts last either way', async () => {
    expect(guidsOf(await history('&order=ASC'))).toEqual([guids.panic, guids.call, guids.scan]);
    expect(guidsOf(await history('&sort=responseSeconds&order=ASC'))).toEqual([guids.call, guids.panic, guids.scan]);
    expect(guidsOf(await history('&sort=responseSeconds&order=DESC'))).toEqual([guids.panic, guids.call, guids.scan]);
    // The answered alone, in the answers' own order of how long they took.
    const slowest = await history('&answered=true&sort=responseSeconds&order=DESC');
    expect([guidsOf(slowest), slowest.total]).toEqual([[guids.panic, guids.call], 2]);
    expect(guidsOf(await history('&answered=true&sort=responseSeconds&order=ASC'))).toEqual([guids.call, guids.panic]);
    expect(await history('&answered=false&sort=responseSeconds')).toMatchObject({ total: 1 });
  });

  it('filters by type, site and state, and pages with the total of every page', async () => {
    expect(guidsOf(await history('&type=panic'))).toEqual([guids.panic]);
    expect(guidsOf(await history('&answered=false'))).toEqual([guids.scan]);
    const answered = await history('&answered=true&type=pleaseCallMe');
    expect([guidsOf(answered), answered.total]).toEqual([[guids.call], 1]);
    expect(await history(`&siteId=${siteId}&answered=true`)).toMatchObject({ total: 2 });
    expect(await history(`&siteId=${emptySiteId}`)).toEqual({ data: [], total: 0 });
    expect(await history(`&deviceId=${handset.deviceId}`)).toMatchObject({ total: 3 });
    const byHandset = await history(`&deviceId=${handset.deviceId}&answered=true`);
    expect([guidsOf(byHandset).sort(), byHandset.total]).toEqual([[guids.call, guids.panic].sort(), 2]);
    const quiet = await registerHandset(t, call, emptySiteId, await call.token('guard'));
    expect(await history(`&deviceId=${quiet.deviceId}`)).toEqual({ data: [], total: 0 });
    expect(await history(`&deviceId=${quiet.deviceId}&answered=true`)).toEqual({ data: [], total: 0 });
    const second = await history('&perPage=2&page=2');
    expect([guidsOf(second), second.total]).toEqual([[guids.panic], 3]);
    expect(await history('&perPage=2&page=3')).toEqual({ data: [], total: 3 });
    expect(await history('', 'admin')).toMatchObject({ total: 3 });
  });

  it('keeps each company to its own alerts and sites; a sys-admin names the company', async () => {
    expect(guidsOf(await history('', 'otherController'))).toEqual([guids.cape]);
    expect(await refused(`${period()}&companyId=${guardforce}`, 404, 'otherAdmin')).toBe(MESSAGES.company.notFound);
    expect(await refused(`${period()}&siteId=${siteId}`, 404, 'otherController')).toBe(M.siteNotFound);
    expect(await refused(`${period()}&siteId=999999`, 404)).toBe(M.siteNotFound);
    expect(await refused(`${period()}&deviceId=${handset.deviceId}`, 404, 'otherController')).toBe(
      MESSAGES.device.notFound,
    );
    expect(await history(`&companyId=${guardforce}`, 'sysadmin')).toMatchObject({ total: 3 });
    expect(await refused(period(), 403, 'guard')).toBe(MESSAGES.auth.consoleOnly);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/alarmAlert/history?${period()}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 400 and the rule that failed', async () => {
    const from = epoch(start);
    expect(await refused(`startDate=${from}&endDate=${from}`)).toBe(M.endNotAfterStart);
    const tooLong = from + ALERT_HISTORY_MAX_DAYS * 86_400 + 1;
    expect(await refused(`startDate=${from}&endDate=${tooLong}`)).toBe(
      fill(M.periodTooLong, { days: ALERT_HISTORY_MAX_DAYS }),
    );
    expect(await refused(`${period()}&type=deviceLocation`)).toBe(
      fill(M.unknownType, { types: LIVE_TYPES.join(', ') }),
    );
    expect(await refused(`${period()}&answered=maybe`)).toBe(M.answered);
    expect(await refused(`${period()}&sort=guard`)).toBe(M.sort);
    expect(await refused(`${period()}&order=up`)).toBe(M.order);
    expect(await refused(`${period()}&page=0`)).toBe(M.page);
    expect(await refused(`${period()}&perPage=500`)).toBe(fill(M.perPage, { max: 100 }));
    expect(await refused(`endDate=${from}`)).toContain('startDate');
    expect(await refused(`${period()}&colour=red`)).toContain('colour');
  });
});

describe('GET /alarmAlert/history/csv', () => {
  const csv = async (query: string, account: Account = 'controller') => {
    const response = await call.get(account, `/api/v1/alarmAlert/history/csv?${period()}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return Papa.parse<string[]>((response.json() as { alertHistoryCsv: string }).alertHistoryCsv.trim()).data;
  };

  it('writes the filtered list in its order, in South African time, with typed text neutralised', async () => {
    const [header, ...rows] = await csv('&answered=true&order=ASC');
    expect(header).toEqual(Object.values(M.columns));
    expect(rows).toHaveLength(2);
    const [panic, pleaseCall] = rows;
    expect(panic).toEqual([
      reportTime(epoch(minutes(start, 1))),
      'Panic',
      'History Site',
      expect.any(String),
      'Bongani Khumalo',
      'Panic raised at -26.12346, 28.03457',
      'Yes',
      'Thandi Mokoena',
      reportTime(epoch(minutes(start, 1)) + 90),
      `'${PANIC_ANSWER}`,
      '90',
    ]);
    expect(pleaseCall.slice(1, 2)).toEqual(['Please Call Me']);
    const [, unanswered] = await csv('&answered=false');
    expect(unanswered.slice(6, 11)).toEqual(['No', '', '', '', '']);
  });

  it('keeps the tenant rules and the period rules of the page', async () => {
    expect((await csv('', 'otherController')).length).toBe(2);
    const other = await call.get('otherAdmin', `/api/v1/alarmAlert/history/csv?${period()}&companyId=${guardforce}`);
    expect(other.statusCode).toBe(404);
    const bad = await call.get('controller', `/api/v1/alarmAlert/history/csv?startDate=${epoch(start)}&endDate=1`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /alarmAlert/{eventGuid}', () => {
  it('answers one alert of the company as the live calls send it, answered or not', async () => {
    const response = await call.get('controller', `/api/v1/alarmAlert/${guids.panic}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'panic',
      eventGuid: guids.panic,
      latitude: -26.123456,
      longitude: 28.034567,
      site: { id: siteId, name: 'History Site' },
    });
    const sysAdmin = await call.get('sysadmin', `/api/v1/alarmAlert/${guids.call}?companyId=${guardforce}`);
    expect(sysAdmin.json()).toMatchObject({ type: 'pleaseCallMe', eventGuid: guids.call });
  });

  it("is the same 404 for another company's alert as for one never stored", async () => {
    for (const guid of [guids.cape, crypto.randomUUID()]) {
      const response = await call.get('admin', `/api/v1/alarmAlert/${guid}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: M.notFound });
    }
  });
});
