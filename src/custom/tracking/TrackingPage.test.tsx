import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import type { DeviceEvent, DeviceLocation, HistoryRequest } from '../../../contract/tracking';
import { session } from '../../authProvider/session';
import { dayText, dayTimeText } from '../../common/dayField/dayText';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { localText } from './historyTimes';
import { TrackingPage } from './TrackingPage';

const DAY = 86_400;
const today = () => Math.floor(Date.now() / 1000 / DAY) * DAY;
const isoDay = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);
const DEVICES = [
  { id: 11, deviceName: 'Sandton Handset 1', siteId: 4 },
  { id: 12, deviceName: 'Sandton Handset 2', siteId: 4 },
];
const point = (i: number): DeviceLocation => ({
  id: 1000 + i,
  type: 'deviceLocation',
  deviceId: 12,
  device: 'Sandton Handset 2',
  latitude: -26.1076 + i / 10_000,
  longitude: 28.0567,
  companyId: 3,
  sentAt: today() - DAY + 6 * 3600 + i,
});

const event = (id: number, type: DeviceEvent['type'], at: number, name: string | null): DeviceEvent => ({
  id,
  eventGuid: `guid-${id}`,
  type,
  sentAt: point(at).sentAt,
  name,
  detail: null,
  latitude: point(at).latitude,
  longitude: point(at).longitude,
  place: 'event',
});

type History = (request: HistoryRequest) => Promise<DeviceLocation[]>;
type Events = (request: HistoryRequest) => Promise<DeviceEvent[]>;

function renderPage(
  options: { historyByDate?: History; eventsByDate?: Events; devicesFail?: boolean; path?: string } = {},
) {
  signInAs('ADMIN');
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const historyByDate = vi.fn(options.historyByDate ?? (async () => []));
  const eventsByDate = vi.fn(options.eventsByDate ?? (async () => []));
  const dataProvider = testDataProvider({
    getList: (async () => {
      if (options.devicesFail) throw new HttpError('Server down', 500);
      return { data: DEVICES, total: DEVICES.length };
    }) as never,
    getOne: (async () => ({
      data: { id: 4, name: 'Sandton Office Park', latitude: -26.1076, longitude: 28.0567 },
    })) as never,
    historyByDate,
    eventsByDate,
  });
  renderAdmin(
    <>
      <AtRoute path={PATHS.trackingOf(':id')}>
        <TrackingPage />
      </AtRoute>
      <AtRoute path={PATHS.tracking}>
        <TrackingPage />
      </AtRoute>
    </>,
    { dataProvider, auth: true, at: options.path ?? PATHS.trackingOf(12), notifications: true },
  );
  return { historyByDate, eventsByDate };
}

const refresh = () => screen.getByRole('button', { name: 'Refresh' });
const setDay = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: day } });

describe('Tracking page', () => {
  afterEach(cleanup);

  it('preselects the device of the path and asks for its yesterday and today (UTC days)', async () => {
    const { historyByDate, eventsByDate } = renderPage();
    const device = await screen.findByRole('combobox', { name: 'Device' });
    await waitFor(() => expect(device.textContent).toBe('Sandton Handset 2'));
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe(dayText(isoDay(today() - DAY)));
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe(dayText(isoDay(today())));
    expect(screen.getByText('Choose a device and the dates, then Refresh to see where it has been.')).toBeTruthy();
    expect(historyByDate).not.toHaveBeenCalled();

    fireEvent.click(refresh());
    const asked = { deviceId: 12, startDate: today() - DAY, endDate: today() };
    await waitFor(() => expect(historyByDate).toHaveBeenCalledWith(asked, expect.anything()));
    expect(eventsByDate).toHaveBeenCalledWith(asked, expect.anything());
  });

  it('says so when the range holds no locations, and when playing them', async () => {
    renderPage();
    await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
    fireEvent.click(refresh());
    expect(await screen.findByText('No History found.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Location history' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('There was no history found for selected device.')).toBeTruthy();
  });

  it.each([
    ['the same day twice', 0, 0, MESSAGES.tracking.sameDates],
    ['a start after the end', 0, -1, MESSAGES.tracking.startAfterEnd],
    ['an end after today', -1, 1, MESSAGES.tracking.endAfterToday],
    ['eight days', -7, 0, MESSAGES.tracking.tooLong],
  ])('refuses %s in the spec’s words, without asking the server', async (_label, start, end, message) => {
    const { historyByDate } = renderPage();
    await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
    setDay('Start Date', dayText(isoDay(today() + start * DAY)));
    setDay('End Date', dayText(isoDay(today() + end * DAY)));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(refresh().hasAttribute('disabled')).toBe(true);
    fireEvent.click(refresh());
    expect(historyByDate).not.toHaveBeenCalled();
  });

  it('lists the locations ten to a page; a row click puts the playback on that point', async () => {
    renderPage({ historyByDate: async () => Array.from({ length: 25 }, (_, i) => point(i)) });
    await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
    fireEvent.click(refresh());
    const table = await screen.findByRole('table', { name: 'Location history' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1-10 of 25')).toBeTruthy();
    expect(screen.getByText('25 locations, 0 scans and alerts')).toBeTruthy();
    fireEvent.click(within(table).getAllByRole('row')[3]);
    await waitFor(() => expect(screen.getByTestId('playback-status').textContent).toContain('Point 3 of 25'));
    expect(screen.getByTestId('playback-status').textContent).toContain('Paused');
  });

  it('shows a failed load in words', async () => {
    renderPage({
      historyByDate: async () => {
        throw new HttpError(MESSAGES.device.notFound, 404);
      },
    });
    await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
    fireEvent.click(refresh());
    expect(await screen.findByText(`The history could not be loaded: ${MESSAGES.device.notFound}`)).toBeTruthy();
  });

  it('says when the devices could not be retrieved, and cannot refresh', async () => {
    // The console asks four times before it says so (react-query's three retries, 1, 2 and 4 s apart): the test's
    // clock runs those seconds rather than the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderPage({ devicesFail: true, path: PATHS.tracking });
      while (!screen.queryByText('Could not retrieve Devices.')) {
        await vi.advanceTimersByTimeAsync(500);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('Could not retrieve Devices.')).toBeTruthy();
    expect(refresh().hasAttribute('disabled')).toBe(true);
  });

  describe('what the guard did between two times', () => {
    const walk = () => ({
      historyByDate: async () => Array.from({ length: 25 }, (_, i) => point(i)),
      eventsByDate: async () => [event(1, 'nfcTagScan', 5, 'Main Gate'), event(2, 'panic', 12, null)],
    });
    const status = () => screen.getByTestId('playback-status').textContent;
    const loadWalk = async () => {
      const calls = renderPage(walk());
      await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
      fireEvent.click(refresh());
      return { ...calls, table: await screen.findByRole('table', { name: 'Location history' }) };
    };

    it('asks for the From and To times chosen, and for the whole range without them', async () => {
      const { historyByDate, eventsByDate } = renderPage();
      await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
      const [from, to] = [today() - DAY + 23 * 3600, today() + 3600];
      setDay('From', dayTimeText(localText(from)));
      setDay('To', dayTimeText(localText(to)));
      fireEvent.click(refresh());
      const asked = { deviceId: 12, startDate: today() - DAY, endDate: today(), fromTime: from, toTime: to };
      await waitFor(() => expect(historyByDate).toHaveBeenCalledWith(asked, expect.anything()));
      expect(eventsByDate).toHaveBeenCalledWith(asked, expect.anything());
    });

    it.each([
      ['From after To', 9, 8, MESSAGES.tracking.fromAfterTo],
      ['From before the shift start', 3, 8, MESSAGES.tracking.timeOutsideRange],
    ])('refuses %s in words, without asking the server', async (_label, fromHour, toHour, message) => {
      const { historyByDate } = renderPage();
      await waitFor(() => expect(refresh().hasAttribute('disabled')).toBe(false));
      setDay('From', dayTimeText(localText(today() - DAY + fromHour * 3600)));
      setDay('To', dayTimeText(localText(today() - DAY + toHour * 3600)));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(refresh().hasAttribute('disabled')).toBe(true);
      expect(historyByDate).not.toHaveBeenCalled();
    });

    it('lists the scans and alerts among the locations in time order; a scan row plays from its point', async () => {
      const { table } = await loadWalk();
      expect(screen.getByText('1-10 of 27')).toBeTruthy();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual([
        ...Array(6).fill('location'),
        'event',
        ...Array(3).fill('location'),
      ]);
      expect(rows[6].textContent).toContain('Tag Scan: Main Gate');
      fireEvent.click(rows[6]);
      await waitFor(() => expect(status()).toContain('Point 6 of 25 · Tag Scan: Main Gate'));
    });

    it('names the dots of the map in a legend, red first', async () => {
      await loadWalk();
      const legend = await screen.findByTestId('tracking-legend');
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Panic (1)', 'Tag Scan (1)']);
    });

    it('Next event puts the playback on each scan and alert in turn', async () => {
      await loadWalk();
      const next = () => screen.getByRole('button', { name: 'Next event' });
      fireEvent.click(next());
      await waitFor(() => expect(status()).toContain('Point 6 of 25 · Tag Scan: Main Gate'));
      fireEvent.click(next());
      await waitFor(() => expect(status()).toContain('Point 13 of 25 · Panic'));
      expect(next().hasAttribute('disabled')).toBe(true);
    });

    it('turns the table to the page of the point shown and marks its row, on Next event and while playing', async () => {
      const { table } = await loadWalk();
      const marked = () => within(table).getAllByRole('row', { selected: true });
      fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
      await waitFor(() => expect(status()).toContain('Point 13 of 25 · Panic'));
      expect(await screen.findByText('11-20 of 27')).toBeTruthy();
      expect(marked().map((row) => row.textContent)).toEqual([expect.stringContaining(point(12).latitude.toFixed(6))]);

      fireEvent.click(
        within(screen.getByRole('group', { name: 'Playback speed' })).getByRole('button', { name: '16×' }),
      );
      fireEvent.click(screen.getByRole('button', { name: /fast forward/i }));
      // One tick of 16 points from point 13 reaches the last point (25), on the last page.
      expect(await screen.findByText('21-27 of 27', {}, { timeout: 10_000 })).toBeTruthy();
      await waitFor(() => expect(status()).toContain('Point 25 of 25'));
      expect(marked().map((row) => row.textContent)).toEqual([expect.stringContaining(point(24).latitude.toFixed(6))]);
    });

    it('offers 1×, 4× and 16×, one pressed', async () => {
      await loadWalk();
      const speed = screen.getByRole('group', { name: 'Playback speed' });
      expect(within(speed).getByRole('button', { name: '1×' }).getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(within(speed).getByRole('button', { name: '16×' }));
      expect(within(speed).getByRole('button', { name: '16×' }).getAttribute('aria-pressed')).toBe('true');
    });
  });
});
