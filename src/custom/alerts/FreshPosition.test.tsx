/**
 * A panic leaves the phone with its last known position; the fresh fix that follows (the handset's next
 * deviceLocation) shows live on the panic's row and in its open dialog, without a reload.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../contract/events';
import { LiveContext } from '../../realtime/LiveContext';
import { createLiveStore } from '../../realtime/liveStore';
import { realtimeBus } from '../../realtime/realtimeBus';
import { followEvents } from '../../realtime/socketHandlers';
import { PATHS } from '../../routes';
import { liveAlert } from '../../test/liveAlert';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { AlertsPage } from './AlertsPage';

const panic = liveAlert(2, 'panic', { latitude: -26.1, longitude: 28.05 });
const device = panic.device as { id: number; deviceName: string; serialNumber: string };

function renderPage() {
  signInAs('ADMIN');
  let stored = { latitude: -26.2, longitude: 28.0567, sentAt: (panic.sentAt as number) - 60 };
  const store = createLiveStore();
  store.reset(true);
  store.dispatch({ kind: 'resync', resync: { missed: [panic], unresponded: [panic], lastEventId: 2 } });
  store.flush();
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: { id: 1, name: 'Sandton Office Park', contacts: [] } }) as never,
    getList: async () => ({ data: [], total: 0 }) as never,
    // The handset's newest stored position, as the server answers it (each location is stored before it is sent).
    lastLocation: async () => stored,
    subscribe: realtimeBus.subscribe,
    unsubscribe: realtimeBus.unsubscribe,
  } as never);
  renderAdmin(
    <LiveContext.Provider value={store}>
      <AlertsPage />
    </LiveContext.Provider>,
    { dataProvider, auth: true, at: PATHS.alerts },
  );
  const handlers = new Map<string, (payload: unknown) => void>();
  followEvents({ on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) } as never, {
    store,
    followsAlerts: true,
    publish: realtimeBus.publish,
  });
  const located = (sentAt: number, latitude: number, deviceId = device.id) =>
    act(async () => {
      if (deviceId === device.id) stored = { latitude, longitude: 28.0567, sentAt };
      handlers.get(SOCKET_EVENTS.deviceLocation)?.({
        id: sentAt,
        type: 'deviceLocation',
        deviceId,
        device: { ...device, id: deviceId },
        latitude,
        longitude: 28.0567,
        companyId: 2,
        sentAt,
        receivedAt: sentAt,
      });
    });
  return { located };
}

describe("a panic's fresh position", () => {
  afterEach(cleanup);

  it('shows on the row and in the open dialog as the handset sends it; an older or another handset’s is not', async () => {
    const { located } = renderPage();
    const red = await screen.findByRole('region', { name: 'Red alerts' });
    expect(within(red).queryByTestId('alert-fresh-position')).toBeNull();

    await located((panic.sentAt as number) - 30, -26.2);
    await located((panic.sentAt as number) + 4, -26.3, 99);
    expect(within(red).queryByTestId('alert-fresh-position')).toBeNull();

    await located((panic.sentAt as number) + 4, -26.1076);
    expect(within(red).getByTestId('alert-fresh-position').textContent).toMatch(
      /^Updated position .+: -26\.10760, 28\.05670$/,
    );

    fireEvent.click(within(red).getByText('Panic'));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('location-note')).textContent).toMatch(
      /^Updated position from the handset, .+ \(4 s after the panic\)$/,
    );
    await located((panic.sentAt as number) + 9, -26.1081);
    expect(within(dialog).getByTestId('location-note').textContent).toMatch(/\(9 s after the panic\)$/);
    expect(within(dialog).getAllByTestId('alert-coordinates')[0].textContent).toBe('-26.10810, 28.05670');
  });
});
