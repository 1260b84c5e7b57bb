import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveAlert } from '../test/liveAlert';
import { type LiveApi, startLiveSocket } from './liveSocket';
import { createLiveStore } from './liveStore';

/** A stand-in for the socket.io client: the test fires its events. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: false,
    active: true,
    auth: undefined as unknown,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    connect: vi.fn(() => socket),
    emit: vi.fn(),
    disconnect: vi.fn(() => socket),
    removeAllListeners: vi.fn(() => handlers.clear()),
  };
  const fire = (event: string, ...args: unknown[]) => {
    if (event === 'connect') socket.connected = true;
    if (event === 'disconnect') socket.connected = false;
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  return { socket, fire, handlers };
});

vi.mock('socket.io-client', () => ({
  io: vi.fn((_url: string, options: { auth: unknown }) => {
    fake.socket.auth = options.auth;
    return fake.socket;
  }),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(followsAlerts = true) {
  const store = createLiveStore();
  store.reset(followsAlerts);
  const api = {
    alertsByDateRange: vi.fn(async () => [liveAlert(1, 'nfcTagScan'), liveAlert(2, 'panic')]),
    unrespondedAlerts: vi.fn(async () => ({ alerts: [liveAlert(2, 'panic')], lastEventId: 5 })),
    alertsSince: vi.fn(async () => [liveAlert(12, 'panic'), liveAlert(13, 'attendance')]),
  } satisfies LiveApi;
  const publish = vi.fn();
  const stop = startLiveSocket({ url: 'http://console', token: 't', companyId: 2, followsAlerts, store, api, publish });
  return { store, api, publish, stop };
}

beforeEach(() => {
  fake.handlers.clear();
  fake.socket.connected = false;
  vi.clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

describe('the live socket', () => {
  it('tells the other consoles which alert this operator has open, again on a reconnect, and when it closes', async () => {
    const { store, stop } = start();
    fake.fire('connect');
    const told = () =>
      fake.socket.emit.mock.calls.filter(([event]) => event === 'alertHandling').map(([, body]) => body);
    store.openDialog('guid-a');
    store.openDialog('guid-b');
    expect(told()).toEqual([
      { guid: 'guid-a', open: true },
      { guid: 'guid-a', open: false },
      { guid: 'guid-b', open: true },
    ]);
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    expect(told().at(-1)).toEqual({ guid: 'guid-b', open: true });
    store.closeDialog();
    expect(told().at(-1)).toEqual({ guid: 'guid-b', open: false });
    stop();
  });

  it('connects with the token and the company, and loads the day and the unresponded alerts first', async () => {
    const { store, api, stop } = start();
    expect(fake.socket.auth).toEqual({ token: 't', companyId: 2 });
    fake.fire('connect');
    await settle();
    store.flush();
    expect(api.alertsByDateRange).toHaveBeenCalledTimes(1);
    expect(api.alertsSince).not.toHaveBeenCalled();
    const { lists, cursor } = store.getState().alerts;
    expect(lists.red.map((alert) => alert.id)).toEqual([2]);
    expect(lists.green.map((alert) => alert.id)).toEqual([1]);
    expect(cursor).toBe(5);
    expect(store.getState().connection.status).toBe('fine');
    stop();
  });

  it('after a reconnect asks for what came after the last event it saw', async () => {
    const { store, api, stop } = start();
    fake.fire('connect');
    await settle();
    fake.fire('critical-qa', liveAlert(10, 'panic'));
    store.flush();
    fake.fire('disconnect', 'transport close');
    expect(store.getState().connection.status).toBe('down');
    api.unrespondedAlerts.mockResolvedValueOnce({
      alerts: [liveAlert(2, 'panic'), liveAlert(10, 'panic'), liveAlert(12, 'panic')],
      lastEventId: 13,
    });
    fake.fire('connect');
    await settle();
    store.flush();
    expect(api.alertsSince).toHaveBeenCalledWith(10, 2);
    expect(store.getState().alerts.lists.red.map((alert) => alert.id)).toEqual([12, 10, 2]);
    expect(store.getState().alerts.cursor).toBe(13);
    expect(store.getState().alerts.lists.green.map((alert) => alert.id)).toEqual([13, 1]);
    stop();
  });

  it('drops an answered alert, logs an empty payload, and publishes device locations by device and to the live map', async () => {
    const { store, publish, stop } = start();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    fake.fire('connect');
    await settle();
    const panic = liveAlert(20, 'panic');
    fake.fire('critical-qa', panic);
    fake.fire('patrol-qa', {});
    fake.fire('alertAlarmResponse', { respondedToGuid: panic.eventGuid });
    store.flush();
    expect(store.getState().alerts.lists.red.map((alert) => alert.id)).toEqual([2]);
    expect(info).toHaveBeenCalledWith('Empty socket payload on patrol-qa');
    fake.fire('deviceLocation-qa.deviceLocation', { id: 3, deviceId: 7, latitude: -26.1, longitude: 28.05, sentAt: 1 });
    const moved = {
      type: 'updated',
      payload: { ids: [7], location: { id: 3, deviceId: 7, latitude: -26.1, longitude: 28.05, sentAt: 1 } },
    };
    // To the device's own topic, and to every device's (the live map).
    expect(publish).toHaveBeenCalledWith('resource/devices/7', moved);
    expect(publish).toHaveBeenCalledWith('resource/devices', moved);
    fake.fire('deviceLocation-qa.deviceLocation', { latitude: -26.1, longitude: 28.05 });
    expect(info).toHaveBeenCalledWith('Empty socket payload on deviceLocation-qa.deviceLocation');
    expect(publish).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts the boxes over at 06:00 with the new day, keeping what is still unanswered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // 05:50 on the company's clock (Johannesburg, the default), whatever the zone the test runs in.
      vi.setSystemTime(new Date('2026-11-22T05:50:00+02:00'));
      const { store, api, stop } = start();
      fake.fire('connect');
      await vi.advanceTimersByTimeAsync(0);
      store.flush();
      expect(store.getState().alerts.lists.green.map((alert) => alert.id)).toEqual([1]);
      api.alertsByDateRange.mockResolvedValueOnce([liveAlert(40, 'attendance')]);
      api.unrespondedAlerts.mockResolvedValueOnce({ alerts: [liveAlert(2, 'panic')], lastEventId: 40 });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      store.flush();
      const window = api.alertsByDateRange.mock.calls.at(-1) as unknown as [{ startDate: number }, number];
      expect(window[0].startDate).toBe(new Date('2026-11-22T06:00:00+02:00').getTime() / 1000);
      const { lists, cursor } = store.getState().alerts;
      expect(lists.green.map((alert) => alert.id)).toEqual([40]);
      expect(lists.red.map((alert) => alert.id)).toEqual([2]);
      expect(cursor).toBe(40);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows no alerts for a sys-admin, only the connection', async () => {
    const { store, api, stop } = start(false);
    fake.fire('connect');
    fake.fire('critical-qa', liveAlert(30, 'panic'));
    await settle();
    store.flush();
    expect(api.unrespondedAlerts).not.toHaveBeenCalled();
    expect(store.getState().alerts.lists.red).toEqual([]);
    expect(store.getState().connection.status).toBe('fine');
    stop();
  });

  it('drops the connection when the browser goes offline and reconnects when it is back online', () => {
    const { store, stop } = start();
    fake.fire('connect');
    window.dispatchEvent(new Event('offline'));
    expect(fake.socket.disconnect).toHaveBeenCalled();
    expect(store.getState().connection.status).toBe('down');
    fake.socket.connected = false;
    window.dispatchEvent(new Event('online'));
    expect(fake.socket.connect).toHaveBeenCalled();
    stop();
    fake.socket.connect.mockClear();
    window.dispatchEvent(new Event('online'));
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });
});
