/**
 * The escalation calls through app.inject: a company's ladders (default, own, off), refused with the contract's
 * message and nothing changed, written by the company's admins and sys-admins only, read by its controllers;
 * an alert's notifications with masked addresses, to its own company only.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LADDERS, ESCALATION_LIMITS, type Ladder } from '../../../../contract/escalation';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Account, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, handsetCall } from '../../test/live';
import { runDueSteps } from './run';

const M = MESSAGES.escalation;
let t: TestContext;
let call: ReturnType<typeof api>;
let ids: { guardforce: number; capeShield: number };

beforeAll(async () => {
  t = await build();
  call = api(t);
  ids = await call.companies();
});
afterAll(() => t.close());

const url = (companyId: number) => `/api/v1/company/${companyId}/escalation`;
const put = async (account: Account, companyId: number, payload: unknown): Promise<LightMyRequestResponse> =>
  t.as(await call.token(account), { method: 'PUT', url: url(companyId), payload: payload as Record<string, unknown> });

const step = (afterMinutes: number, recipients = ['siteContacts'], channels = ['email', 'sms']) => ({
  afterMinutes,
  recipients,
  channels,
});
const OWN: Ladder = [
  { afterMinutes: 1, recipients: ['siteContacts'], channels: ['telegram', 'sms'] },
  { afterMinutes: 4, recipients: ['admins', '+27825550101'], channels: ['sms'] },
  { afterMinutes: 10, recipients: ['duty@guardforce.co.za'], channels: ['email'] },
];

describe('GET and PUT /company/{companyId}/escalation', () => {
  it("answers a new company's default ladders", async () => {
    const response = await call.get('admin', url(ids.guardforce));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyId: ids.guardforce,
      panic: DEFAULT_LADDERS.panic,
      pleaseCallMe: DEFAULT_LADDERS.pleaseCallMe,
      panicIsDefault: true,
      pleaseCallMeIsDefault: true,
    });
  });

  it('saves an admin’s own ladder and turns please-call-me off, then restores the default', async () => {
    const saved = await put('admin', ids.guardforce, { panic: OWN, pleaseCallMe: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      panic: OWN,
      pleaseCallMe: [],
      panicIsDefault: false,
      pleaseCallMeIsDefault: false,
    });
    const read = await call.get('controller', url(ids.guardforce));
    expect(read.json()).toMatchObject({ panic: OWN, pleaseCallMe: [] });

    const reset = await put('admin', ids.guardforce, { panic: null, pleaseCallMe: null });
    expect(reset.json()).toMatchObject({
      panic: DEFAULT_LADDERS.panic,
      panicIsDefault: true,
      pleaseCallMeIsDefault: true,
    });
  });

  const tooMany = Array.from({ length: ESCALATION_LIMITS.steps + 1 }, (_, n) => step(n + 1));
  it.each<[string, unknown[], string]>([
    ['a negative delay', [step(-1)], fill(M.negativeDelay, { n: 1 })],
    ['a delay not longer than the one before', [step(2), step(2)], fill(M.delaysNotIncreasing, { n: 2 })],
    ['delays out of order', [step(5), step(3)], fill(M.delaysNotIncreasing, { n: 2 })],
    ['a delay of a fraction of a minute', [step(1.5)], fill(M.delayNotWhole, { n: 1 })],
    ['a delay over a day', [step(24 * 60 + 1)], fill(M.delayTooLong, { n: 1, max: 24 * 60 })],
    ['a step without recipients', [step(1, [])], fill(M.noRecipients, { n: 1 })],
    ['a step without channels', [step(1, ['admins'], [])], fill(M.noChannels, { n: 1 })],
    ['a bad number', [step(1, ['0825550101'])], fill(M.badRecipient, { n: 1, recipient: '0825550101' })],
    ['a bad e-mail address', [step(1, ['duty@nowhere'])], fill(M.badRecipient, { n: 1, recipient: 'duty@nowhere' })],
    ['a number without SMS', [step(1, ['+27825550101'], ['email'])], fill(M.numberNeedsSms, { n: 1 })],
    ['an address without e-mail', [step(1, ['duty@guardforce.co.za'], ['sms'])], fill(M.emailNeedsEmail, { n: 1 })],
    ['a recipient twice', [step(1, ['admins', 'admins'])], fill(M.duplicateRecipient, { n: 1, recipient: 'admins' })],
    ['too many steps', tooMany, fill(M.tooManySteps, { max: ESCALATION_LIMITS.steps })],
  ])('refuses %s with its message and changes nothing', async (_, panic, message) => {
    const before = (await call.get('admin', url(ids.guardforce))).json();
    const response = await put('admin', ids.guardforce, { panic, pleaseCallMe: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await call.get('admin', url(ids.guardforce))).json()).toEqual(before);
  });

  it('refuses an unknown channel and a missing ladder', async () => {
    expect(
      (await put('admin', ids.guardforce, { panic: [step(1, ['admins'], ['fax'])], pleaseCallMe: null })).statusCode,
    ).toBe(400);
    expect((await put('admin', ids.guardforce, { panic: null })).statusCode).toBe(400);
  });

  it('lets controllers read and not write', async () => {
    expect((await call.get('controller', url(ids.guardforce))).statusCode).toBe(200);
    const response = await put('controller', ids.guardforce, { panic: [], pleaseCallMe: [] });
    expect(response.statusCode).toBe(403);
    expect((await call.get('admin', url(ids.guardforce))).json().panicIsDefault).toBe(true);
  });

  it("keeps another company's ladders out of reach (404), and a guard out (403)", async () => {
    expect((await call.get('otherAdmin', url(ids.guardforce))).statusCode).toBe(404);
    expect((await put('otherAdmin', ids.guardforce, { panic: [], pleaseCallMe: [] })).statusCode).toBe(404);
    expect((await call.get('otherController', url(ids.guardforce))).statusCode).toBe(404);
    expect((await put('otherController', ids.guardforce, { panic: [], pleaseCallMe: [] })).statusCode).toBe(403);
    const guard = await t.login('bongani.khumalo@guardforce.co.za');
    expect((await t.as(guard, { method: 'GET', url: url(ids.guardforce) })).statusCode).toBe(403);
    expect((await call.get('admin', url(ids.guardforce))).json().panicIsDefault).toBe(true);
  });

  it('lets a sys-admin read and write any company, and answers 404 for none', async () => {
    const saved = await put('sysadmin', ids.capeShield, { panic: [step(0, ['admins'])], pleaseCallMe: null });
    expect(saved.statusCode).toBe(200);
    expect((await call.get('otherController', url(ids.capeShield))).json().panic).toEqual([step(0, ['admins'])]);
    expect((await call.get('sysadmin', url(999_999))).statusCode).toBe(404);
    expect((await put('sysadmin', ids.capeShield, { panic: null, pleaseCallMe: null })).statusCode).toBe(200);
  });
});

describe('GET /alarmAlert/{eventGuid}/notifications', () => {
  it("lists the panic's first word and its escalation step, addresses masked", async () => {
    const panic = ev.panic();
    const guard = await t.login('bongani.khumalo@guardforce.co.za');
    expect((await handsetCall(t, guard, 'demo-app-0-1', [panic])).statusCode).toBe(200);
    await runDueSteps(t.database.db, t.app.log, new Date(Date.now() + 3 * 60_000));

    const response = await call.get('controller', `/api/v1/alarmAlert/${panic.eventGuid}/notifications`);
    expect(response.statusCode).toBe(200);
    const list: { step: number | null; channel: string; recipient: string; status: string; createdAt: number }[] =
      response.json();
    const first = list.filter((row) => row.step === null);
    const escalated = list.filter((row) => row.step === 1);
    expect(first.length).toBeGreaterThan(0);
    expect(escalated.length).toBe(first.length);
    expect(list.map((row) => row.recipient)).toContain('co•••@guardforce.co.za');
    expect(list.some((row) => /^\+27\d\d•••\d{4}$/.test(row.recipient))).toBe(true);
    expect(JSON.stringify(list)).not.toContain('control@');
    expect(list.every((row) => row.status === 'pending' && typeof row.createdAt === 'number')).toBe(true);
  });

  it('answers with the time the alert waited for its answer', async () => {
    const panic = ev.panic(new Date(Date.now() - 600_000));
    const guard = await t.login('bongani.khumalo@guardforce.co.za');
    expect((await handsetCall(t, guard, 'demo-app-0-1', [panic])).statusCode).toBe(200);
    const response = await call.post('controller', '/api/v1/alarmAlert/respond', {
      message: 'Called the guard.',
      respondedAt: panic.sentAt + 185,
      respondedToType: 'panic',
      respondedToGuid: panic.eventGuid,
      topic: 'critical-qa',
    });
    expect(response.statusCode).toBe(200);
    // Stamped by the server: the alert waited from its sentAt to the answer's arrival.
    const { respondedAt, secondsToAnswer } = response.json();
    expect(secondsToAnswer).toBe(respondedAt - panic.sentAt);
    expect(secondsToAnswer).toBeGreaterThanOrEqual(600);
  });

  it('answers 404 for an unknown alert and for another company’s, 400 for no uuid', async () => {
    expect((await call.get('admin', `/api/v1/alarmAlert/${randomUUID()}/notifications`)).statusCode).toBe(404);
    const panic = ev.panic();
    const guard = await t.login('bongani.khumalo@guardforce.co.za');
    await handsetCall(t, guard, 'demo-app-0-1', [panic]);
    const theirs = await call.get('otherAdmin', `/api/v1/alarmAlert/${panic.eventGuid}/notifications`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.alertNotFound);
    expect((await call.get('sysadmin', `/api/v1/alarmAlert/${panic.eventGuid}/notifications`)).statusCode).toBe(200);
    expect((await call.get('admin', '/api/v1/alarmAlert/not-a-guid/notifications')).statusCode).toBe(400);
  });
});
