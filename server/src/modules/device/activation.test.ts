/**
 * Activating a handset: an admin's code for a device, the guard's handset sending it with the app instance id it
 * made, and the refusals: other roles, another company's device or code, a used or expired code, another site.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_TRIES_PER_MINUTE,
  APP_INSTANCE_ID_MAX,
} from '../../../../contract/activation';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Api, api, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';
import { ev, handsetCall, placeGuard } from '../../test/live';
import { createSite } from '../../test/siteArea';

const A = MESSAGES.activation;
let t: TestContext;
let call: Api;
let siteId: number;
let guardToken: string;
let serial = 0;

const addDevice = async (site: number, admin: 'admin' | 'otherAdmin' = 'admin') => {
  serial += 1;
  const response = await call.post(admin, '/api/v1/device', {
    siteId: site,
    deviceName: `Activation Handset ${serial}`,
    serialNumber: `R58ACT${serial}${randomUUID().slice(0, 6)}`,
    appInstanceId: `placeholder-${randomUUID()}`,
    contactNumber: '0821234567',
  });
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
};
const codeFor = async (deviceId: number, account: 'admin' | 'otherAdmin' | 'sysadmin' = 'admin') => {
  const response = await call.post(account, `/api/v1/device/${deviceId}/activationCode`, {});
  expect(response.statusCode).toBe(200);
  return response.json() as { code: string; expiresAt: number };
};
const activate = (payload: unknown, token = guardToken) =>
  t.as(token, { method: 'POST', url: '/api/v1/handset/activate', payload: payload as Record<string, unknown> });
const appInstanceOf = async (deviceId: number) =>
  (await rows<{ app: string | null }>(t, sql`select app_instance_id as app from devices where id = ${deviceId}`))[0]
    .app;

beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call, 'admin', { name: `Activation Site ${randomUUID().slice(0, 6)}` });
  guardToken = await call.token('guard');
  await placeGuard(t, guardToken, siteId);
});
afterAll(() => t.close());

describe('POST /device/{id}/activationCode', () => {
  it('answers an 8-character code of unambiguous letters and digits, valid 15 minutes, stored only as its hash', async () => {
    const deviceId = await addDevice(siteId);
    const before = Math.floor(Date.now() / 1000);
    const { code, expiresAt } = await codeFor(deviceId);
    expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{8}$`));
    expect(code).not.toMatch(/[01OIL]/);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60 - 1);
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60 + 5);
    const stored = await rows<{ code_hash: string }>(
      t,
      sql`select code_hash from device_activation_codes where device_id = ${deviceId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
  });

  it('is for admins only: a controller and a guard are refused', async () => {
    const deviceId = await addDevice(siteId);
    for (const account of ['controller', 'guard'] as const) {
      const response = await call.post(account, `/api/v1/device/${deviceId}/activationCode`, {});
      expect(response.statusCode).toBe(403);
    }
    expect(await rows(t, sql`select id from device_activation_codes where device_id = ${deviceId}`)).toEqual([]);
  });

  it("answers 404 for another company's device and stores nothing", async () => {
    const otherSite = await createSite(call, 'otherAdmin', { name: `Cape Activation ${randomUUID().slice(0, 6)}` });
    const otherDevice = await addDevice(otherSite, 'otherAdmin');
    const response = await call.post('admin', `/api/v1/device/${otherDevice}/activationCode`, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.device.notFound });
    expect(await rows(t, sql`select id from device_activation_codes where device_id = ${otherDevice}`)).toEqual([]);
  });
});

describe('POST /handset/activate', () => {
  it('gives the device the app instance id the app made, spends the code, and the handset then sends as the device', async () => {
    const deviceId = await addDevice(siteId);
    const { code } = await codeFor(deviceId);
    const appInstanceId = `web-${randomUUID()}`;
    const before = await call.get('admin', `/api/v1/device/${deviceId}/activation`);
    expect(before.json()).toEqual({ activatedAt: null });

    const response = await activate({ code: `${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`, appInstanceId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ device: { id: deviceId }, site: { id: siteId } });
    expect(await appInstanceOf(deviceId)).toBe(appInstanceId);
    const after = await call.get('admin', `/api/v1/device/${deviceId}/activation`);
    expect(after.json().activatedAt).toBeGreaterThan(0);

    const events = await handsetCall(t, guardToken, appInstanceId, [ev.status(80, false)]);
    expect(events.json().results[0].status).toBe('accepted');
    const tag = await call.post('admin', '/api/v1/routeTag', { siteId, name: 'Gate 1', serialNumber: '04:A1:B2:C3' });
    expect(tag.statusCode).toBe(200);
    const tags = await t.as(guardToken, {
      method: 'GET',
      url: '/api/v1/handset/tags',
      headers: { [APP_INSTANCE_HEADER]: appInstanceId },
    });
    expect(tags.json()).toEqual([{ serialNumber: '04:A1:B2:C3', name: 'Gate 1' }]);

    const again = await activate({ code, appInstanceId: `web-${randomUUID()}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: A.codeUsed });
    expect(await appInstanceOf(deviceId)).toBe(appInstanceId);
  });

  it('refuses an expired code and leaves the device as it was', async () => {
    const deviceId = await addDevice(siteId);
    const { code } = await codeFor(deviceId);
    await t.database.db.execute(
      sql`update device_activation_codes set expires_at = now() - interval '1 second' where device_id = ${deviceId}`,
    );
    const before = await appInstanceOf(deviceId);
    const response = await activate({ code, appInstanceId: `web-${randomUUID()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: A.codeExpired });
    expect(await appInstanceOf(deviceId)).toBe(before);
  });

  it("takes another company's code for an unknown one and changes nothing", async () => {
    const otherSite = await createSite(call, 'otherAdmin', { name: `Cape Code ${randomUUID().slice(0, 6)}` });
    const otherDevice = await addDevice(otherSite, 'otherAdmin');
    const { code } = await codeFor(otherDevice, 'otherAdmin');
    const before = await appInstanceOf(otherDevice);
    const response = await activate({ code, appInstanceId: `web-${randomUUID()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: A.codeUnknown });
    expect(await appInstanceOf(otherDevice)).toBe(before);
    const unknown = await activate({ code: 'ZZZZ2222', appInstanceId: 'x' });
    expect(unknown.json()).toEqual({ message: A.codeUnknown });
    const short = await activate({ code: 'ABC', appInstanceId: 'x' });
    expect([short.statusCode, short.json().message]).toEqual([400, A.codeRequired]);
  });

  it('refuses a guard placed at another site, and a console account, leaving the code unspent', async () => {
    const otherSite = await createSite(call, 'admin', { name: `Activation Other ${randomUUID().slice(0, 6)}` });
    const deviceId = await addDevice(otherSite);
    const { code } = await codeFor(deviceId);
    const elsewhere = await activate({ code, appInstanceId: `web-${randomUUID()}` });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([403, MESSAGES.handset.otherSite]);
    const admin = await activate({ code, appInstanceId: `web-${randomUUID()}` }, await call.token('admin'));
    expect([admin.statusCode, admin.json().message]).toEqual([403, MESSAGES.handset.guardsOnly]);
    const unspent = await rows<{ used_at: Date | null }>(
      t,
      sql`select used_at from device_activation_codes where device_id = ${deviceId}`,
    );
    expect(unspent).toEqual([{ used_at: null }]);
  });

  it('moves the app instance id from the device the phone was before', async () => {
    const first = await addDevice(siteId);
    const second = await addDevice(siteId);
    const appInstanceId = `web-${randomUUID()}`;
    expect((await activate({ code: (await codeFor(first)).code, appInstanceId })).statusCode).toBe(200);
    expect((await activate({ code: (await codeFor(second)).code, appInstanceId })).statusCode).toBe(200);
    expect([await appInstanceOf(first), await appInstanceOf(second)]).toEqual([null, appInstanceId]);
  });
});

describe('a new code for a device', () => {
  it("ends the device's older live codes: only the newest activates", async () => {
    // The tries above count against this guard's minute: start it afresh.
    await t.database.db.execute(sql`delete from rate_limits where key like 'activate|%'`);
    const deviceId = await addDevice(siteId);
    const older = await codeFor(deviceId);
    const newer = await codeFor(deviceId);
    const before = await appInstanceOf(deviceId);
    const stale = await activate({ code: older.code, appInstanceId: `web-${randomUUID()}` });
    expect([stale.statusCode, stale.json().message]).toEqual([400, A.codeExpired]);
    expect(await appInstanceOf(deviceId)).toBe(before);
    const appInstanceId = `web-${randomUUID()}`;
    expect((await activate({ code: newer.code, appInstanceId })).statusCode).toBe(200);
    expect(await appInstanceOf(deviceId)).toBe(appInstanceId);
  });

  it('an over-long appInstanceId is answered as too long, and spends nothing', async () => {
    const deviceId = await addDevice(siteId);
    const { code } = await codeFor(deviceId);
    const long = await activate({ code, appInstanceId: 'x'.repeat(300) });
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      fill(A.appInstanceIdTooLong, { max: APP_INSTANCE_ID_MAX }),
    ]);
    const unspent = await rows<{ used_at: Date | null }>(
      t,
      sql`select used_at from device_activation_codes where device_id = ${deviceId}`,
    );
    expect(unspent).toEqual([{ used_at: null }]);
  });
});

describe('guessing codes', () => {
  it(`takes at most ${ACTIVATION_TRIES_PER_MINUTE} tries a minute from one guard`, async () => {
    // A server of its own: the tries above count against the same guard.
    const fresh = await build();
    try {
      const token = await fresh.login(ACCOUNTS.guard);
      const guess = () =>
        fresh.as(token, {
          method: 'POST',
          url: '/api/v1/handset/activate',
          payload: { code: 'ZZZZ3333', appInstanceId: 'guess' },
        });
      for (let i = 0; i < ACTIVATION_TRIES_PER_MINUTE; i++) expect((await guess()).statusCode).toBe(400);
      const refused = await guess();
      expect([refused.statusCode, refused.json().message]).toEqual([429, A.tooManyTries]);
    } finally {
      await fresh.close();
    }
  });
});
