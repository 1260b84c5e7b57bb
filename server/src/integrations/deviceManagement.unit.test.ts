import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type FakeScaleFusion, startFakeScaleFusion } from '../test/fakeScaleFusion';
import { DeviceManagementError, deviceManagementFor, notConfigured, scaleFusion } from './deviceManagement';

let fake: FakeScaleFusion;
beforeAll(async () => {
  fake = await startFakeScaleFusion([
    { id: 1, serial_no: 'R58M00001', battery_status: 10, battery_charging: false },
    { id: 2, serial_no: 'R58M00002', battery_status: 20, battery_charging: false },
    { id: 3, serial_no: 'R58M00003', battery_status: 30, battery_charging: false },
    { id: 4, serial_no: 'R58M00004', battery_status: 40, battery_charging: false },
    { id: 55, serial_no: 'R58M00055', battery_status: 88, battery_charging: true },
    { id: 66, serial_no: 'R58M00066', battery_status: null, battery_charging: null },
  ]);
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  fake.commands.length = 0;
  fake.failWith = undefined;
  fake.delayMs = 0;
});

const adapter = () => scaleFusion({ apiKey: fake.apiKey, baseUrl: `${fake.baseUrl}/` });

describe('scaleFusion adapter', () => {
  it('finds a device by serial number through every page of the device list, with the Token header', async () => {
    expect(await adapter().isRegistered('R58M00055')).toBe(true);
    expect(fake.requests.map((r) => [r.method, r.path, r.query.cursor])).toEqual([
      ['GET', '/api/v2/devices.json', undefined],
      ['GET', '/api/v2/devices.json', '2'],
      ['GET', '/api/v2/devices.json', '4'],
    ]);
    expect(fake.requests.every((r) => r.authorization === `Token ${fake.apiKey}`)).toBe(true);
  });

  it('matches serial numbers ignoring case and surrounding spaces', async () => {
    expect(await adapter().isRegistered(' r58m00003 ')).toBe(true);
  });

  it('answers not registered for an unknown serial after the last page', async () => {
    const sf = adapter();
    expect(await sf.isRegistered('UNKNOWN')).toBe(false);
    expect(fake.requests).toHaveLength(3);
    expect(await sf.battery('UNKNOWN')).toBeNull();
    expect(await sf.reboot('UNKNOWN')).toBe(false);
    expect(await sf.lock('UNKNOWN')).toBe(false);
    expect(await sf.unlock('UNKNOWN')).toBe(false);
    expect(fake.commands).toEqual([]);
  });

  it('reads the battery from battery_status and battery_charging', async () => {
    expect(await adapter().battery('R58M00055')).toEqual({ batteryStatus: 88, isCharging: true });
    expect(await adapter().battery('R58M00066')).toEqual({ batteryStatus: null, isCharging: null });
  });

  it('reboots with PUT /api/v1/devices/{id}/reboot.json', async () => {
    expect(await adapter().reboot('R58M00055')).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/v1/devices/55/reboot.json' });
    expect(fake.commands).toEqual(['reboot:55']);
  });

  it('locks and unlocks with POST /api/v1/devices/lock.json and unlock.json, device_ids[] in a form body', async () => {
    expect(await adapter().lock('R58M00002')).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/devices/lock.json',
      body: 'device_ids%5B%5D=2',
    });
    expect(await adapter().unlock('R58M00002')).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/devices/unlock.json' });
    expect(fake.commands).toEqual(['lock:2', 'unlock:2']);
  });

  it('fails with DeviceManagementError on a wrong key, an error status, a timeout or no server', async () => {
    const wrongKey = scaleFusion({ apiKey: 'wrong', baseUrl: fake.baseUrl });
    await expect(wrongKey.isRegistered('R58M00001')).rejects.toThrow(DeviceManagementError);
    await expect(wrongKey.isRegistered('R58M00001')).rejects.toThrow(/answered 401/);

    fake.failWith = 500;
    await expect(adapter().reboot('R58M00055')).rejects.toThrow(DeviceManagementError);
    fake.failWith = undefined;

    fake.delayMs = 300;
    const impatient = scaleFusion({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 50 });
    await expect(impatient.battery('R58M00001')).rejects.toThrow(DeviceManagementError);
    fake.delayMs = 0;

    const nobody = scaleFusion({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await expect(nobody.isRegistered('R58M00001')).rejects.toThrow(DeviceManagementError);
  });
});

describe('notConfigured and the choice from config', () => {
  it('knows no device', async () => {
    const none = notConfigured();
    expect(none.provider).toBe('none');
    expect(await none.isRegistered('R58M00055')).toBe(false);
    expect(await none.battery('R58M00055')).toBeNull();
    expect(await none.reboot('R58M00055')).toBe(false);
    expect(await none.lock('R58M00055')).toBe(false);
    expect(await none.unlock('R58M00055')).toBe(false);
  });

  it('is Scale Fusion only when an API key is configured', () => {
    expect(deviceManagementFor({}).provider).toBe('none');
    expect(deviceManagementFor({ scaleFusion: { apiKey: 'k', baseUrl: fake.baseUrl } }).provider).toBe('scaleFusion');
  });

  it('reads SCALEFUSION_API_KEY and SCALEFUSION_BASE_URL, with the public API as the default base URL', () => {
    const env = { JWT_SECRET: 'secret', DATA_DIR: '/tmp/patrol-config-test' };
    expect(loadConfig(env).scaleFusion).toBeUndefined();
    expect(loadConfig({ ...env, SCALEFUSION_API_KEY: 'k' }).scaleFusion).toEqual({
      apiKey: 'k',
      baseUrl: 'https://api.scalefusion.com',
    });
    expect(
      loadConfig({ ...env, SCALEFUSION_API_KEY: 'k', SCALEFUSION_BASE_URL: 'https://api-in.scalefusion.com' })
        .scaleFusion,
    ).toEqual({ apiKey: 'k', baseUrl: 'https://api-in.scalefusion.com' });
  });
});
