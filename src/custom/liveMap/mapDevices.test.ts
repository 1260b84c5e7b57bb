import { describe, expect, it } from 'vitest';
import {
  byState,
  clusterDevices,
  currentDevices,
  type MapDevice,
  mapDevices,
  type ServerDevice,
  stateOf,
} from './mapDevices';

const NOW = Date.parse('2026-11-25T22:00:00Z');
const at = (minutesAgo: number) => NOW / 1000 - minutesAgo * 60;
const device = (id: number, extra: Partial<ServerDevice> = {}): ServerDevice => ({
  id,
  deviceName: `Handset ${id}`,
  serialNumber: `R${id}`,
  siteId: 1,
  siteName: 'Sandton',
  connection: 'online',
  lastSeenAt: at(1),
  offlineSince: null,
  batteryStatus: 80,
  isCharging: false,
  guardOnDuty: null,
  latitude: -26.1,
  longitude: 28.05,
  positionAt: at(1),
  panicGuid: null,
  ...extra,
});

describe('a handset on the live map', () => {
  it('is online, silent after 5 min without contact, offline as the server says, and panic above all', () => {
    expect(stateOf(device(1), NOW, false)).toBe('online');
    expect(stateOf(device(1, { lastSeenAt: at(6) }), NOW, false)).toBe('silent');
    expect(stateOf(device(1, { connection: 'offline', offlineSince: at(1) }), NOW, false)).toBe('offline');
    expect(stateOf(device(1, { connection: 'offline' }), NOW, true)).toBe('panic');
  });

  it('moves with a newer live position, which is a contact too; one never located is left off', () => {
    const [moved] = mapDevices(
      [device(1, { lastSeenAt: at(10), positionAt: at(10) }), device(2, { latitude: null, longitude: null })],
      {
        1: { latitude: -26.2, longitude: 28.2, sentAt: at(0), receivedAt: at(0) },
        3: { latitude: 0, longitude: 0, sentAt: at(0), receivedAt: at(0) },
      },
      new Set(),
      NOW,
    );
    expect(moved).toMatchObject({ id: 1, latitude: -26.2, longitude: 28.2, state: 'online' });
    const older = mapDevices(
      [device(1)],
      { 1: { latitude: 0, longitude: 0, sentAt: at(30), receivedAt: at(30) } },
      new Set([1]),
      NOW,
    );
    expect(older).toEqual([expect.objectContaining({ latitude: -26.1, state: 'panic' })]);
  });

  it("takes a live position's contact at the time the server received it, not the handset's clock running ahead", () => {
    // Stamped 10 minutes ahead by its handset, received 6 minutes ago: silent, as a contact 6 minutes old is.
    const [ahead] = mapDevices(
      [device(1, { lastSeenAt: at(20), positionAt: at(20) })],
      { 1: { latitude: -26.2, longitude: 28.2, sentAt: at(-4), receivedAt: at(6) } },
      new Set(),
      NOW,
    );
    expect(ahead).toMatchObject({ latitude: -26.2, lastSeenAt: at(6), state: 'silent' });
  });
});

describe('the list beside the map', () => {
  it('holds every handset, one never located too, grouped by state with panics first and each group by name', () => {
    const listed = currentDevices(
      [
        device(1, { deviceName: 'Handset 10' }),
        device(2, { deviceName: 'Handset 9', latitude: null, longitude: null }),
        device(3, { connection: 'offline' }),
        device(4, { deviceName: 'Gate' }),
      ],
      {},
      new Set([4]),
      NOW,
    );
    expect(byState(listed).map((g) => [g.state, g.devices.map((d) => d.deviceName)])).toEqual([
      ['panic', ['Gate']],
      ['offline', ['Handset 3']],
      ['online', ['Handset 9', 'Handset 10']],
    ]);
  });
});

describe('clusters', () => {
  const placed = (id: number, x: number, state: MapDevice['state'] = 'online'): MapDevice =>
    ({ ...device(id), latitude: 0, longitude: x, state }) as MapDevice;
  it('group devices of one grid cell, coloured by the worst state among them', () => {
    const clusters = clusterDevices(
      [placed(1, 10), placed(2, 20, 'panic'), placed(3, 200, 'silent')],
      (_lat, lon) => ({ x: lon, y: 0 }),
      64,
    );
    expect(clusters.map((c) => [c.devices.map((d) => d.id), c.state])).toEqual([
      [[1, 2], 'panic'],
      [[3], 'silent'],
    ]);
    expect(clusters[0].longitude).toBe(15);
  });
});
