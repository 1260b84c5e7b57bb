/**
 * Welfare checks for a guard alone: the site's setting (GET and POST round trip, optional on POST, checked), the
 * handset's view of its checks, an answered check raising nothing, a missed one raising one Red alert through the
 * test clock (contacts on their Panics flags, the escalation ladder, the consoles' unanswered list), and an answer
 * sent in time that arrives late marked on the alert; the handset's company and site only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import type { HandsetWelfare } from '../../../../contract/welfare';
import { type Api, api, count, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';
import { epoch, ev, type Handset, minutes, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';
import { welfareGuid } from './service';

let t: TestContext;
let call: Api;
let siteId: number;
let handset: Handset;
let sysadmin: string;
let start: Date;

const contacts = [
  {
    name: 'Night Manager',
    contactNumber: '+27821234567',
    emailAddress: 'night@estate.co.za',
    shouldReceivePanicsEmail: true,
  },
  { name: 'Day Office', contactNumber: '+27117840000', emailAddress: 'day@estate.co.za' },
];
const welfareOk = (at: Date) => ({ type: 'welfareOk', eventGuid: randomUUID(), sentAt: epoch(at) });
const runWatch = (at: Date) =>
  t.as(sysadmin, { method: 'POST', url: '/api/v1/test/jobs/liveWatch', payload: { at: epoch(at) } });
const misses = () =>
  rows<{ event_guid: string; payload: Record<string, unknown> }>(
    t,
    sql`select event_guid, payload from events where type = 'welfareCheckMissed' and site_id = ${siteId} order by id`,
  );
const readWelfare = async () => {
  const response = await t.as(handset.token, {
    method: 'GET',
    url: '/api/v1/handset/welfare',
    headers: { [APP_INSTANCE_HEADER]: handset.appInstanceId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HandsetWelfare;
};

beforeAll(async () => {
  t = await build({ TEST_CLOCK: '1' });
  call = api(t);
  sysadmin = await t.login(ACCOUNTS.sysadmin);
  siteId = await createSite(call, 'admin', { name: `Welfare Site ${randomUUID().slice(0, 6)}`, contacts });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
  // On duty since 80 minutes ago: checks fall due at minutes 30, 60, 90, … of the duty.
  start = new Date(Math.floor((Date.now() - 80 * 60_000) / 60_000) * 60_000);
});
afterAll(() => t.close());

describe("the site's welfare setting", () => {
  it('is off on a new site (null, 5 minutes to answer) and a client that leaves it out still saves the site', async () => {
    const site = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    expect(site).toMatchObject({ welfareCheckMinutes: null, welfareAnswerMinutes: 5 });
  });

  it('takes back what GET answers, and keeps the setting when a later POST leaves it out', async () => {
    const site = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    const saved = await call.post('admin', '/api/v1/site', {
      ...site,
      welfareCheckMinutes: 30,
      welfareAnswerMinutes: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    expect(read).toMatchObject({ welfareCheckMinutes: 30, welfareAnswerMinutes: 5 });
    const { welfareCheckMinutes: _c, welfareAnswerMinutes: _a, ...withoutWelfare } = read;
    expect((await call.post('admin', '/api/v1/site', withoutWelfare)).statusCode).toBe(200);
    expect((await call.get('admin', `/api/v1/site/${siteId}`)).json()).toMatchObject({ welfareCheckMinutes: 30 });
  });

  it('refuses a value out of range with the message and changes nothing', async () => {
    const site = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    const refused = await call.post('admin', '/api/v1/site', { ...site, welfareCheckMinutes: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(MESSAGES.site.welfareCheckMinutes);
    const late = await call.post('admin', '/api/v1/site', { ...site, welfareAnswerMinutes: 0 });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(MESSAGES.site.welfareAnswerMinutes);
    expect((await call.get('admin', `/api/v1/site/${siteId}`)).json()).toMatchObject({
      welfareCheckMinutes: 30,
      welfareAnswerMinutes: 5,
    });
  });

  it("is not another company's to change", async () => {
    const site = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    const theirs = await call.post('otherAdmin', '/api/v1/site', { ...site, welfareCheckMinutes: null });
    expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
    expect((await call.get('admin', `/api/v1/site/${siteId}`)).json()).toMatchObject({ welfareCheckMinutes: 30 });
  });
});

describe('a guard alone on duty', () => {
  it('tells the handset nothing is due while the guard is off duty', async () => {
    expect(await readWelfare()).toMatchObject({ checkMinutes: 30, answerMinutes: 5, onDutySince: null, open: null });
  });

  it('raises nothing for a check answered in time, and one Red alert for a check nobody answered', async () => {
    await sendAll(handset, [ev.attendance(start), welfareOk(minutes(start, 31))]);
    const welfare = await readWelfare();
    expect(welfare.onDutySince).toBe(epoch(start));
    expect(welfare.nextDueAt).toBe(epoch(minutes(start, 90)));
    // The window of the check at minute 30 has closed, answered: nothing.
    expect((await runWatch(minutes(start, 36))).statusCode).toBe(200);
    expect(await misses()).toEqual([]);
    // The check at minute 60 had no answer by minute 65: one alert, however often the watch runs.
    await runWatch(minutes(start, 66));
    await runWatch(minutes(start, 70));
    const [missed, ...more] = await misses();
    expect(more).toEqual([]);
    const guard = await call.employeeId('bongani.khumalo@guardforce.co.za');
    expect(missed.event_guid).toBe(welfareGuid(guard, epoch(minutes(start, 60))));
    expect(missed.payload).toMatchObject({
      type: 'welfareCheckMissed',
      dueAt: epoch(minutes(start, 60)),
      answerBy: epoch(minutes(start, 65)),
      onDutySince: epoch(start),
      employeeId: guard,
      site: { id: siteId },
      deviceId: handset.deviceId,
    });
    const open = (await call.get('controller', '/api/v1/alert/unrespondedTo')).json() as { eventGuid: string }[];
    expect(open.map((alert) => alert.eventGuid)).toContain(missed.event_guid);
    const theirs = (await call.get('otherController', '/api/v1/alert/unrespondedTo')).json() as { eventGuid: string }[];
    expect(theirs.map((alert) => alert.eventGuid)).not.toContain(missed.event_guid);
    // The site's contacts on their Panics flags are told; the others are not.
    const told = await rows<{ recipient: string }>(
      t,
      sql`select recipient from notification_outbox where alert_guid = ${missed.event_guid}`,
    );
    expect(told.map((row) => row.recipient)).toEqual(['night@estate.co.za']);
    expect(await count(t, 'escalation_steps', sql`alert_guid = ${missed.event_guid}`)).toBeGreaterThan(0);
  });

  it('marks the alert when an answer sent in time arrives after it was raised, and keeps it', async () => {
    const [before] = await misses();
    await sendAll(handset, [welfareOk(minutes(start, 62))]);
    const [after, ...more] = await misses();
    expect(more).toEqual([]);
    expect(after.event_guid).toBe(before.event_guid);
    expect(after.payload.answerSentAt).toBe(epoch(minutes(start, 62)));
  });

  it('stops asking once the guard clocked out', async () => {
    await sendAll(handset, [ev.attendance(minutes(start, 75), { clockType: 'clockOut' })]);
    expect(await readWelfare()).toMatchObject({ onDutySince: null, nextDueAt: null });
    await runWatch(minutes(start, 200));
    expect(await misses()).toHaveLength(1);
  });
});
