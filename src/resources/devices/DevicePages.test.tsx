import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import type { HandsetStatus } from '../../dataProvider/devices';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { DeviceCreate } from './DeviceCreate';
import { DeviceEdit } from './DeviceEdit';
import { DeviceList } from './DeviceList';

const utc = (iso: string) => Date.parse(iso) / 1000;
const device = (id: number, deviceName: string, appInstanceId: string | null, serialNumber: string) => ({
  id,
  siteId: 4,
  siteName: 'Sandton Office Park',
  companyId: 3,
  deviceName,
  appInstanceId,
  serialNumber,
  contactNumber: '0821234567',
});
const DEVICES = [
  {
    ...device(7, 'Sandton Handset 1', 'app-7f3a', 'R58N1'),
    connection: 'online',
    lastSeenAt: Math.floor(Date.now() / 1000) - 180,
    offlineSince: null,
    batteryStatus: 64,
    isCharging: false,
    guardOnDuty: 'Bongani Khumalo',
  },
  device(8, 'Sandton Handset 2', null, 'R58N2'),
];

interface Server {
  status?: HandsetStatus;
  registered?: boolean;
  battery?: { batteryStatus: number | null; isCharging: boolean | null };
  location?: { latitude: number | null; longitude: number | null; sentAt?: number | null };
  installSerial?: string | null;
  activatedAt?: number | null;
  /** The device as GET /device/7 answers it (DEVICES[0] unless set). */
  device?: (typeof DEVICES)[number];
}

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => url(call).pathname === path);

/** The spec's device calls for site 4 and device 7, answering as `server` says. */
function serve(server: Server = {}) {
  return stubServer((call) => {
    const path = url(call).pathname;
    if (call.method === 'POST' && path === '/api/v1/device') return { body: { id: 7, ...(call.body as object) } };
    if (path === '/api/v1/device/bySite/4') {
      return { body: DEVICES, headers: { 'Content-Range': `device 0-1/${DEVICES.length}` } };
    }
    if (path === '/api/v1/device/7') return { body: server.device ?? DEVICES[0] };
    if (path === '/api/v1/device/7/handsetStatus') {
      return {
        body: server.status ?? {
          connection: 'online',
          lastSeenAt: utc('2026-11-23T08:15:30Z'),
          offlineSince: null,
          batteryStatus: 64,
          isCharging: false,
          offlineAfterMinutes: 15,
        },
      };
    }
    if (path === '/api/v1/device/R58N1/scaleFusion/isRegistered')
      return { body: { isRegistered: !!server.registered } };
    if (path === '/api/v1/device/7/battery') return { body: server.battery ?? { batteryStatus: 80, isCharging: true } };
    if (path === '/api/v1/device/7/lastLocation') {
      return { body: server.location ?? { latitude: null, longitude: null, sentAt: null } };
    }
    if (call.method === 'POST' && path === '/api/v1/device/7/activationCode') {
      return { body: { code: 'K7PX2M9Q', expiresAt: utc('2026-11-23T08:30:00Z') } };
    }
    if (path === '/api/v1/device/7/activation') return { body: { activatedAt: server.activatedAt ?? null } };
    if (path.startsWith('/api/v1/device/installInfo/')) return { body: { serialNumber: server.installSerial ?? null } };
    return { status: 404, body: { message: `No ${path}` } };
  });
}

function signIn(role: Role) {
  signInAs(role);
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
}

function renderEdit(server: Server = {}, role: Role = 'ADMIN') {
  signIn(role);
  const calls = serve(server);
  renderAdmin(
    <AtRoute path={PATHS.device(':id')}>
      <DeviceEdit />
    </AtRoute>,
    { dataProvider, auth: true, at: PATHS.device(7), notifications: true },
  );
  return calls;
}

const card = (title: string) => screen.getByText(title).closest('.MuiCard-root') as HTMLElement;
const loaded = () =>
  waitFor(() => expect((screen.getByLabelText('Device name') as HTMLInputElement).value).toBe('Sandton Handset 1'));

describe('Devices list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the devices with whether each is activated, named for assistive technology', async () => {
    signIn('ADMIN');
    const calls = serve();
    renderAdmin(<DeviceList />, { dataProvider, auth: true, at: PATHS.devices });
    const first = (await screen.findByText('Sandton Handset 1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('R58N1')).toBeTruthy();
    expect(within(first).getByText('0821234567')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'This device is activated' })).toBeTruthy();
    // What the handset last told: its state, last contact, battery and the guard on duty.
    expect(within(first).getByText('Online')).toBeTruthy();
    expect(within(first).getByText('3 min ago')).toBeTruthy();
    expect(within(first).getByText('64%')).toBeTruthy();
    expect(within(first).getByText('Bongani Khumalo')).toBeTruthy();
    const second = screen.getByText('Sandton Handset 2').closest('tr') as HTMLElement;
    expect(within(second).getByRole('img', { name: 'This device is NOT activated' })).toBeTruthy();
    expect(within(second).getByText('Never heard from')).toBeTruthy();
    // Sorting asks the server.
    fireEvent.click(screen.getByText('Battery'));
    await waitFor(() =>
      expect(
        calls.some((call) => new URL(call.url, 'http://console').searchParams.get('sort')?.includes('batteryStatus')),
      ).toBe(true),
    );
    expect(await screen.findByRole('link', { name: 'Add a new Device' })).toBeTruthy();
  });

  it('has no Add for a controller', async () => {
    signIn('CONTROLLER');
    serve();
    renderAdmin(<DeviceList />, { dataProvider, auth: true, at: PATHS.devices });
    expect(await screen.findByText('Sandton Handset 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a new Device' })).toBeNull();
  });
});

describe('Device page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubEnv('TZ', 'Africa/Johannesburg');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('shows what the handset last reported: online, its last contact and its battery', async () => {
    renderEdit();
    await loaded();
    const handset = await waitFor(() => card('Handset'));
    expect(await within(handset).findByText('Online')).toBeTruthy();
    expect(within(handset).getByText('Last contact 10:15:30 23/11/2026')).toBeTruthy();
    expect(within(handset).getByText('Battery 64% (reported by the handset) · Not charging')).toBeTruthy();
    // 'Online' says what it means: the threshold the server reports offline after.
    expect(
      within(handset).getByText('Heard from within the last 15 min; a handset silent longer is reported offline'),
    ).toBeTruthy();
  });

  it('says since when a silent handset is offline, and when one was never heard from', async () => {
    renderEdit({
      status: {
        connection: 'offline',
        lastSeenAt: utc('2026-11-20T21:00:00Z'),
        offlineSince: utc('2026-11-20T21:15:00Z'),
        batteryStatus: null,
        isCharging: null,
        offlineAfterMinutes: 15,
      },
    });
    await loaded();
    expect(await screen.findByText('Offline since 23:15:00 20/11/2026')).toBeTruthy();
    expect(screen.getByText('No battery report yet')).toBeTruthy();
    cleanup();
    renderEdit({
      status: {
        connection: 'never',
        lastSeenAt: null,
        offlineSince: null,
        batteryStatus: null,
        isCharging: null,
        offlineAfterMinutes: 15,
      },
    });
    await loaded();
    await waitFor(() => expect(screen.getAllByText('Never heard from')).toHaveLength(2));
  });

  it("shows a registered handset's battery from device management, charging named, and asks again on Refresh", async () => {
    const calls = renderEdit({ registered: true });
    await loaded();
    expect(await screen.findByText('Battery 80%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Charging' })).toBeTruthy();
    expect(callsTo(calls, '/api/v1/device/7/battery')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh battery' }));
    await waitFor(() => expect(callsTo(calls, '/api/v1/device/7/battery')).toHaveLength(2));
    for (const command of ['Reboot', 'Lock', 'Unlock']) {
      expect((screen.getByRole('button', { name: command }) as HTMLButtonElement).disabled).toBe(false);
    }
  });

  it('holds the commands of a handset device management does not know, saying why, and asks no battery', async () => {
    const calls = renderEdit({ registered: false });
    await loaded();
    expect(await screen.findByText(MESSAGES.device.notRegistered)).toBeTruthy();
    for (const command of ['Reboot', 'Lock', 'Unlock']) {
      expect((screen.getByRole('button', { name: command }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(callsTo(calls, '/api/v1/device/7/battery')).toEqual([]);
  });

  it('shows no device management to a controller when the handset is not registered, and no Save', async () => {
    renderEdit({ registered: false }, 'CONTROLLER');
    await loaded();
    await screen.findByText('Handset');
    expect(screen.queryByText('Device management')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Device' })).toBeNull();
    expect((screen.getByLabelText('Serial Number') as HTMLInputElement).disabled).toBe(true);
  });

  it("offers an admin 'Activate a handset': a QR code and the code with its expiry, until the phone used it", async () => {
    const server: Server = {};
    const calls = renderEdit(server);
    await loaded();
    const activation = await waitFor(() => card('Handset app'));
    expect(await within(activation).findByText('No handset activated with a code yet')).toBeTruthy();
    fireEvent.click(within(activation).getByRole('button', { name: 'Activate a handset' }));
    expect(await within(activation).findByText('K7PX-2M9Q')).toBeTruthy();
    expect(within(activation).getByText('Valid until 10:30:00 23/11/2026, once')).toBeTruthy();
    expect(within(activation).getByRole('img', { name: 'Activation code' })).toBeTruthy();
    expect(callsTo(calls, '/api/v1/device/7/activationCode')).toHaveLength(1);
    server.activatedAt = utc('2026-11-23T08:20:00Z');
    // The card asks every few seconds while a code is shown; this wait only guards against a hang.
    expect(await within(activation).findByText('Activated 10:20:00 23/11/2026', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(activation).queryByText('K7PX-2M9Q')).toBeNull();
  });

  it("shows the activated phone's app instance id in the form at once, keeping a name being typed", async () => {
    const server: Server = {};
    renderEdit(server);
    await loaded();
    const activation = await waitFor(() => card('Handset app'));
    fireEvent.click(within(activation).getByRole('button', { name: 'Activate a handset' }));
    await within(activation).findByText('K7PX-2M9Q');
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Gate Handset' } });
    // The phone uses the code: the server now has its app instance id.
    server.device = { ...DEVICES[0], appInstanceId: 'web-3b9c2e' };
    server.activatedAt = utc('2026-11-23T08:20:00Z');
    await within(activation).findByText('Activated 10:20:00 23/11/2026', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect((screen.getByLabelText('App Instance ID') as HTMLInputElement).value).toBe('web-3b9c2e'),
    );
    expect((screen.getByLabelText('Device name') as HTMLInputElement).value).toBe('Gate Handset');
  });

  it('offers a controller no activation code', async () => {
    renderEdit({ activatedAt: utc('2026-11-23T08:20:00Z') }, 'CONTROLLER');
    await loaded();
    const activation = await waitFor(() => card('Handset app'));
    expect(await within(activation).findByText('Activated 10:20:00 23/11/2026')).toBeTruthy();
    expect(within(activation).queryByRole('button', { name: 'Activate a handset' })).toBeNull();
  });

  it('puts the last known location on a map, or says there is none', async () => {
    renderEdit({ location: { latitude: -26.1076, longitude: 28.0567, sentAt: utc('2026-11-23T08:00:00Z') } });
    await loaded();
    expect(await screen.findByText('Position sent 10:00:00 23/11/2026')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.leaflet-marker-icon.patrol-pin-device')?.getAttribute('title')).toBe(
        'Device Location',
      ),
    );
    cleanup();
    renderEdit();
    await loaded();
    expect(await screen.findByText(MESSAGES.device.noLocation)).toBeTruthy();
    expect(document.querySelector('.leaflet-marker-icon')).toBeNull();
  });

  it('saves a change after the question, with the fields the server takes', async () => {
    const calls = renderEdit();
    await loaded();
    fireEvent.change(screen.getByLabelText('Contact Number'), { target: { value: ' 0829876543 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Device' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/save your changes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo(calls, '/api/v1/device')).toHaveLength(1));
    expect(callsTo(calls, '/api/v1/device')[0].body).toEqual({
      id: 7,
      siteId: 4,
      deviceName: 'Sandton Handset 1',
      appInstanceId: 'app-7f3a',
      serialNumber: 'R58N1',
      contactNumber: '0829876543',
    });
    expect(await screen.findByText(MESSAGES.device.saved)).toBeTruthy();
  });

  it("says what is wrong before asking, in the contract's words, and sends nothing", async () => {
    const calls = renderEdit();
    await loaded();
    fireEvent.change(screen.getByLabelText('Contact Number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Device' }));
    expect(await screen.findByText(MESSAGES.device.contactNumberRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, '/api/v1/device')).toEqual([]);
  });
});

describe('New device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers Auto Fill once the handset's install serial is found, and creates the device on the selected site", async () => {
    signIn('ADMIN');
    const calls = serve({ installSerial: 'R58N9' });
    renderAdmin(<DeviceCreate />, { dataProvider, auth: true, at: PATHS.device('new'), notifications: true });
    expect(await screen.findByRole('heading', { name: 'New Device' })).toBeTruthy();
    expect(screen.queryByText('Handset')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto Fill' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Sandton Handset 3' } });
    fireEvent.change(screen.getByLabelText('App Instance ID'), { target: { value: 'app-9c1d' } });
    // Named by its label, described by the tooltip.
    const autoFill = await screen.findByRole('button', { name: 'Auto Fill' });
    expect(autoFill.getAttribute('title')).toBe(
      'A serial number from when the app was installed was found. Click to auto fill in the serial number.',
    );
    fireEvent.click(autoFill);
    expect((screen.getByLabelText('Serial Number') as HTMLInputElement).value).toBe('R58N9');
    expect(screen.queryByRole('button', { name: 'Auto Fill' })).toBeNull();
    expect(url(callsTo(calls, '/api/v1/device/installInfo/app-9c1d')[0]).pathname).toBe(
      '/api/v1/device/installInfo/app-9c1d',
    );
    fireEvent.change(screen.getByLabelText('Contact Number'), { target: { value: '0831112222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Device' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/create a new device/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo(calls, '/api/v1/device')).toHaveLength(1));
    expect(callsTo(calls, '/api/v1/device')[0].body).toEqual({
      siteId: 4,
      deviceName: 'Sandton Handset 3',
      appInstanceId: 'app-9c1d',
      serialNumber: 'R58N9',
      contactNumber: '0831112222',
    });
  });
});
