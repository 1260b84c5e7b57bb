/**
 * Device management: battery, reboot, lock and unlock of a handset through its mobile-device-management
 * provider, the handset being found there by its serial number. Two implementations: `scaleFusion`,
 * which speaks Scale Fusion's REST API, and `notConfigured`, which knows no device (every serial is
 * 'not registered'), used when no API key is set.
 *
 * Scale Fusion calls used (base URL default https://api.scalefusion.com; header `Authorization: Token <key>`):
 * - GET  /api/v2/devices.json[?cursor=…]  -> { devices: [{ device: { id, serial_no, battery_status,
 *   battery_charging, … } }], next_cursor }  (the list is paged by cursor; a device is found by serial_no)
 * - PUT  /api/v1/devices/{id}/reboot.json
 * - POST /api/v1/devices/lock.json and /api/v1/devices/unlock.json, form body `device_ids[]={id}`
 * NOT verified against the provider's own documentation, which could not be consulted: the paths and field
 * names come from public client code written against the live API (and a third-party integration page naming
 * GET /api/v2/devices.json with the `Token` header). Check them against Scale Fusion's developer API docs
 * before relying on them in production; the fake server in src/test/fakeScaleFusion.ts mirrors these choices.
 */
import { z } from 'zod';
import type { Config } from '../config';

export interface Battery {
  /** Charge in percent, when the provider knows it. */
  batteryStatus: number | null;
  isCharging: boolean | null;
}

export interface DeviceManagement {
  /** 'scaleFusion', or 'none' when no provider is configured. */
  readonly provider: 'scaleFusion' | 'none';
  isRegistered(serial: string): Promise<boolean>;
  /** The battery of the device, or null when the serial is not registered. */
  battery(serial: string): Promise<Battery | null>;
  /** Each answers true when the provider accepted the command, false when the serial is not registered. */
  reboot(serial: string): Promise<boolean>;
  lock(serial: string): Promise<boolean>;
  unlock(serial: string): Promise<boolean>;
}

/** The provider could not be reached, timed out, or answered an error: the command's outcome is unknown. */
export class DeviceManagementError extends Error {}

/** No provider: every serial is 'not registered', and nothing is ever sent anywhere. */
export function notConfigured(): DeviceManagement {
  return {
    provider: 'none',
    isRegistered: async () => false,
    battery: async () => null,
    reboot: async () => false,
    lock: async () => false,
    unlock: async () => false,
  };
}

const providerDevice = z.object({
  id: z.union([z.number(), z.string()]),
  serial_no: z.string().nullish(),
  battery_status: z.coerce.number().nullish(),
  battery_charging: z.boolean().nullish(),
});
type ProviderDevice = z.infer<typeof providerDevice>;
/** v2 wraps each device in { device: {…} }; an unwrapped record is taken as well. */
const listedDevice = z.union([z.object({ device: providerDevice }).transform((item) => item.device), providerDevice]);
const devicePage = z.object({
  devices: z.array(z.unknown()).default([]),
  next_cursor: z.union([z.string(), z.number()]).nullish(),
});

/** The device list is paged; this bounds the walk through it (a fleet far larger than any one company's). */
const MAX_PAGES = 100;

const sameSerial = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function scaleFusion(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): DeviceManagement {
  const root = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'PUT' | 'POST', path: string, body?: URLSearchParams): Promise<unknown> {
    const what = `Scale Fusion ${method} ${path.split('?')[0]}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          Authorization: `Token ${options.apiKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: body?.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new DeviceManagementError(`${what} failed: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new DeviceManagementError(`${what} answered ${response.status}`);
    if (!text.trim()) return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new DeviceManagementError(`${what} answered something that is not JSON`);
    }
  }

  async function find(serial: string): Promise<ProviderDevice | undefined> {
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = cursor === undefined ? '' : `?${new URLSearchParams({ cursor })}`;
      const parsed = devicePage.safeParse(await call('GET', `/api/v2/devices.json${query}`));
      if (!parsed.success) throw new DeviceManagementError('Scale Fusion answered a device list of an unknown shape');
      for (const item of parsed.data.devices) {
        const device = listedDevice.safeParse(item);
        if (device.success && sameSerial(device.data.serial_no, serial)) return device.data;
      }
      if (parsed.data.next_cursor === null || parsed.data.next_cursor === undefined) return undefined;
      cursor = String(parsed.data.next_cursor);
    }
    return undefined;
  }

  /** Sends a command to the device of this serial; false when there is none. */
  async function command(serial: string, send: (id: string) => Promise<unknown>): Promise<boolean> {
    const device = await find(serial);
    if (!device) return false;
    await send(String(device.id));
    return true;
  }
  const deviceIds = (id: string) => new URLSearchParams([['device_ids[]', id]]);

  return {
    provider: 'scaleFusion',
    isRegistered: async (serial) => (await find(serial)) !== undefined,
    async battery(serial) {
      const device = await find(serial);
      if (!device) return null;
      return { batteryStatus: device.battery_status ?? null, isCharging: device.battery_charging ?? null };
    },
    reboot: (serial) => command(serial, (id) => call('PUT', `/api/v1/devices/${encodeURIComponent(id)}/reboot.json`)),
    lock: (serial) => command(serial, (id) => call('POST', '/api/v1/devices/lock.json', deviceIds(id))),
    unlock: (serial) => command(serial, (id) => call('POST', '/api/v1/devices/unlock.json', deviceIds(id))),
  };
}

/** The adapter the configuration asks for: Scale Fusion when an API key is set, else none. */
export function deviceManagementFor(config: Pick<Config, 'scaleFusion'>): DeviceManagement {
  return config.scaleFusion ? scaleFusion(config.scaleFusion) : notConfigured();
}
