/**
 * The Incidents page: a new incident or an approval told by the socket (incident-qa.incident) shows without a
 * reload; 'Download CSV' asks for the list's site and a period and saves the site's incidents as one file.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS } from '../../../contract/events';
import type { Incident } from '../../../contract/incidents';
import { createLiveStore } from '../../realtime/liveStore';
import { realtimeBus } from '../../realtime/realtimeBus';
import { followEvents } from '../../realtime/socketHandlers';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { IncidentsPage } from './IncidentsPage';

const T = 1_760_000_000;
const SITES = [
  { id: 4, name: 'Rosebank Corporate Campus' },
  { id: 5, name: 'Sandton Office Park' },
];
const incident = (id: number, fields: Partial<Incident> = {}): Incident => ({
  id,
  eventGuid: `guid-${id}`,
  companyId: 3,
  siteId: 4,
  siteName: 'Rosebank Corporate Campus',
  deviceId: 1,
  deviceName: 'Handset 1',
  employeeId: 9,
  guardName: 'Bongani Khumalo',
  category: 'Break-in or damage',
  severity: 'medium',
  text: 'Fence cut',
  originalText: null,
  note: '',
  imageUrls: [],
  latitude: null,
  longitude: null,
  sentAt: T + id,
  createdAt: T + id,
  status: 'new',
  approvedBy: null,
  approvedAt: null,
  alertGuid: null,
  ...fields,
});

/** A socket as socket.io-client hands events to the console's handlers. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  followEvents({ on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) } as never, {
    store: createLiveStore(),
    followsAlerts: true,
    publish: realtimeBus.publish,
  });
  return (payload: Record<string, unknown>) => act(async () => handlers.get(SOCKET_EVENTS.incident)?.(payload));
}

let saved: { name: string; blob: Blob }[];

function renderPage() {
  signInAs('CONTROLLER');
  let stored = [incident(1)];
  const incidentCsv = vi.fn(async () => ({ incidentCsv: 'Time,Site\r\n2026-05-10 06:10,Rosebank' }));
  const dataProvider = testDataProvider({
    getList: (async (resource: string) =>
      resource === 'sites' ? { data: SITES, total: 2 } : { data: stored, total: stored.length }) as never,
    incidentCsv,
    subscribe: realtimeBus.subscribe,
    unsubscribe: realtimeBus.unsubscribe,
  } as never);
  renderAdmin(<IncidentsPage />, { dataProvider, notifications: true });
  return {
    incidentCsv,
    emit: fakeSocket(),
    store: (next: Incident[]) => {
      stored = next;
    },
  };
}

describe('Incidents page', () => {
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: new Blob() });
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows a new incident and an approval as the socket tells them, without a reload', async () => {
    const { emit, store } = renderPage();
    expect(await screen.findByText('Break-in or damage')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);

    store([incident(2, { category: 'Medical', severity: 'high' }), incident(1)]);
    await emit({ id: 2, companyId: 3, siteId: 4, change: 'created', status: 'new' });
    expect(await screen.findByText('Medical')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);

    store([incident(2, { category: 'Medical', severity: 'high' }), incident(1, { status: 'approved' })]);
    await emit({ id: 1, companyId: 3, siteId: 4, change: 'updated', status: 'approved' });
    await waitFor(() => expect(screen.getByText('Approved')).toBeTruthy());
  });

  it("saves the chosen site's incidents of the period as one CSV named by the site and the dates", async () => {
    const { incidentCsv } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incidents CSV' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Site' }).textContent).toBe('Rosebank Corporate Campus'),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Site' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sandton Office Park' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('1 file saved')).toBeTruthy();
    const [siteId, range] = incidentCsv.mock.calls[0] as unknown as [number, { startDate: number; endDate: number }];
    expect(siteId).toBe(5);
    expect(range.endDate - range.startDate).toBe(86_400);
    const day = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);
    expect(saved.map((file) => file.name)).toEqual([
      `Sandton Office Park Incidents for ${day(range.startDate)} to ${day(range.endDate)}.csv`,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
