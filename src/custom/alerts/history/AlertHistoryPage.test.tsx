import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertHistoryRow } from '../../../../contract/alertHistory';
import { MESSAGES } from '../../../../contract/messages';
import { dataProvider } from '../../../dataProvider';
import { PATHS } from '../../../routes';
import { renderAdmin } from '../../../test/renderAdmin';
import { signInAs } from '../../../test/signInAs';
import { type RecordedCall, stubServer } from '../../../test/stubServer';
import { AlertHistoryPage } from './AlertHistoryPage';

/** The tests run at 10:00 UTC on Monday 23 November 2026: the last seven shift days are the 17th to the 23rd. */
const NOW = '2026-11-23T10:00:00Z';
const utc = (iso: string) => Date.parse(iso) / 1000;
const LAST_WEEK = { startDate: utc('2026-11-17T04:00:00Z'), endDate: utc('2026-11-24T04:00:00Z') };

const row = (id: number, extra: Partial<AlertHistoryRow>): AlertHistoryRow => ({
  id,
  eventGuid: `guid-${id}`,
  type: 'panic',
  sentAt: utc('2026-11-22T12:30:00Z'),
  siteId: 4,
  siteName: 'Sandton Office Park',
  deviceName: 'Sandton Handset 1',
  guard: 'Bongani Khumalo',
  what: 'Bongani Khumalo raised a panic',
  answeredBy: null,
  answeredAt: null,
  response: null,
  responseSeconds: null,
  ...extra,
});
const PANIC = row(11, {
  answeredBy: 'Thandi Nkosi',
  answeredAt: utc('2026-11-22T12:33:05Z'),
  response: 'Armed response sent; all clear.',
  responseSeconds: 185,
});
const OFFLINE = row(12, {
  type: 'deviceOffline',
  sentAt: utc('2026-11-21T02:00:00Z'),
  siteName: null,
  deviceName: null,
  guard: null,
  what: 'Handset offline for 15 minutes',
});
const SITES = [
  { id: 4, name: 'Sandton Office Park' },
  { id: 5, name: 'Rosebank Corporate Campus' },
];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const historyCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => url(call).pathname === '/api/v1/alarmAlert/history');
/** What the page asked for last, as the server reads it. */
const lastAsked = (calls: RecordedCall[]) =>
  Object.fromEntries(url(historyCalls(calls).at(-1) as RecordedCall).searchParams);

interface Answers {
  page?: () => { status?: number; body?: unknown };
  csv?: () => { status?: number; body?: unknown };
  /** The panic was sent without a position. */
  unlocated?: boolean;
}

function renderHistory(answers: Answers = {}, search = '') {
  signInAs('ADMIN');
  const calls = stubServer((call) => {
    const path = url(call).pathname;
    if (path === '/api/v1/alarmAlert/history')
      return answers.page?.() ?? { body: { data: [PANIC, OFFLINE], total: 2 } };
    if (path === '/api/v1/alarmAlert/history/csv') return answers.csv?.() ?? { body: { alertHistoryCsv: 'Time\r\n' } };
    if (path === '/api/v1/site/byCompany/3') return { body: SITES };
    if (path === '/api/v1/device/positions') return { body: { devices: HANDSETS, sites: [] } };
    if (path === `/api/v1/alarmAlert/${PANIC.eventGuid}`) {
      return {
        body: {
          id: 11,
          type: 'panic',
          eventGuid: PANIC.eventGuid,
          sentAt: PANIC.sentAt,
          site: { id: 4, name: 'Sandton Office Park', address: '135 Rivonia Road' },
          device: { id: 8, deviceName: 'Sandton Handset 1', serialNumber: 'R58T40K1A0Z' },
          ...(answers.unlocated ? {} : { latitude: -26.1076, longitude: 28.0567 }),
        },
      };
    }
    if (path === '/api/v1/device/8/lastLocation') {
      // Where the handset was 7 s before the panic; asked without a time, where it is now (39 min after).
      const at = url(call).searchParams.get('at');
      const sentAt = at === null ? PANIC.sentAt + 39 * 60 : Number(at) - 7;
      return { body: { latitude: -26.1079, longitude: 28.0561, sentAt } };
    }
    return { status: 404, body: { message: `No ${path}` } };
  });
  renderAdmin(<AlertHistoryPage />, {
    dataProvider,
    auth: true,
    at: `${PATHS.alertHistory}${search}`,
    notifications: true,
  });
  return calls;
}

const table = () => screen.getByRole('table', { name: 'Alert History' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

const HANDSETS = [
  {
    id: 8,
    deviceName: 'Sandton Handset 1',
    siteId: 4,
    siteName: 'Sandton Office Park',
    guardOnDuty: 'Bongani Khumalo',
  },
  { id: 9, deviceName: 'Rosebank Handset 1', siteId: 5, siteName: 'Rosebank Corporate Campus', guardOnDuty: null },
];

describe('Alert history', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    vi.stubEnv('TZ', 'Africa/Johannesburg');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('takes its filters, sort and page from the address, so a refresh or a shared link shows the same list', async () => {
    const calls = renderHistory(
      { page: () => ({ body: { data: [PANIC], total: 25 } }) },
      '?from=2026-11-20&to=2026-11-22&type=panic&siteId=4&answered=false&sort=responseSeconds&order=ASC&page=2',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(lastAsked(calls)).toMatchObject({
      type: 'panic',
      siteId: '4',
      answered: 'false',
      sort: 'responseSeconds',
      order: 'ASC',
      page: '2',
    });
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('20/11/2026');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('22/11/2026');
    // A change of filter is written back to the address and starts again from the first page.
    await choose('State', 'Answered');
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ answered: 'true', page: '1', type: 'panic' }));
  });

  it("filters by a guard's handset on the server, and keeps it in the address", async () => {
    const calls = renderHistory({}, '?deviceId=9');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(lastAsked(calls)).toMatchObject({ deviceId: '9' });
    await choose('Handset (guard)', 'Sandton Handset 1 · Bongani Khumalo');
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ deviceId: '8', page: '1' }));
    await choose('Handset (guard)', 'All handsets');
    await waitFor(() => expect(lastAsked(calls)).not.toHaveProperty('deviceId'));
  });

  it('opens on the last seven shift days, newest first, and lists each alert with who answered, what and how fast', async () => {
    const calls = renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(lastAsked(calls)).toEqual({
      startDate: String(LAST_WEEK.startDate),
      endDate: String(LAST_WEEK.endDate),
      sort: 'sentAt',
      order: 'DESC',
      page: '1',
      perPage: '10',
      companyId: '3',
    });
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('17/11/2026');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('23/11/2026');
    expect(cells(bodyRows()[0])).toEqual([
      '14:30 22/11/2026',
      'Panic',
      'Sandton Office ParkSandton Handset 1 · Bongani Khumalo',
      'Bongani Khumalo raised a panic',
      'Thandi Nkosi14:33 22/11/2026',
      'Armed response sent; all clear.',
      '3 min 5 s',
    ]);
    // Nothing known of where an alert came from shows a dash, and an unanswered one says so.
    expect(cells(bodyRows()[1])).toEqual([
      '04:00 21/11/2026',
      'Device Offline',
      '––',
      'Handset offline for 15 minutes',
      'Not answered',
      '',
      '',
    ]);
    expect(bodyRows()[1].getAttribute('data-answered')).toBe('false');
  });

  it('opens a past alert from its row: the sheet the live dialog shows, with who answered, when and what', async () => {
    renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('row', { name: 'Open the alert: Bongani Khumalo raised a panic' }));
    const sheet = await screen.findByRole('dialog', { name: /Panic/ });
    expect(within(sheet).getByText('A panic was raised on Sandton Handset 1 at Sandton Office Park.')).toBeTruthy();
    expect(within(sheet).getByTestId('alert-coordinates').textContent).toBe('-26.10760, 28.05670');
    expect(within(sheet).getByTestId('past-answer').textContent).toMatch(
      /^Answered by Thandi Nkosi at .+, 3 min 5 s after the alert: Armed response sent; all clear\.$/,
    );
    expect(within(sheet).queryByLabelText('Response Message')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a past panic sent without a position where its handset was by the panic's time, not where it is now", async () => {
    const calls = renderHistory({ unlocated: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('row', { name: 'Open the alert: Bongani Khumalo raised a panic' }));
    const sheet = await screen.findByRole('dialog', { name: /Panic/ });
    expect(
      await within(sheet).findByText(
        'The handset sent no position with this alert: its last known position, 7 s before it',
      ),
    ).toBeTruthy();
    expect(within(sheet).getByTestId('alert-coordinates').textContent).toBe('-26.10790, 28.05610');
    const asked = calls.filter((call) => url(call).pathname === '/api/v1/device/8/lastLocation');
    expect(asked.map((call) => url(call).searchParams.get('at'))).toEqual([String(PANIC.sentAt)]);
  });

  it('asks the server again from the first page for a type, a site and a state', async () => {
    const calls = renderHistory({ page: () => ({ body: { data: [PANIC], total: 31 } }) });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastAsked(calls).page).toBe('2'));

    await choose('Type', 'Please Call Me');
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ type: 'pleaseCallMe', page: '1' }));
    await choose('Site', 'Rosebank Corporate Campus');
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ type: 'pleaseCallMe', siteId: '5' }));
    await choose('State', 'Not answered');
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ siteId: '5', answered: 'false' }));
    await choose('State', 'Answered or not');
    await waitFor(() => expect(lastAsked(calls)).not.toHaveProperty('answered'));
    await choose('Type', 'All types');
    await waitFor(() => expect(lastAsked(calls)).not.toHaveProperty('type'));
  });

  it('sorts by the time an answer took, slowest first, then fastest first', async () => {
    const calls = renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Response time' }));
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ sort: 'responseSeconds', order: 'DESC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Response time' }));
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ sort: 'responseSeconds', order: 'ASC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Time' }));
    await waitFor(() => expect(lastAsked(calls)).toMatchObject({ sort: 'sentAt', order: 'DESC' }));
  });

  it('asks nothing for days that break a rule and says which, then loads once they are right', async () => {
    const calls = renderHistory();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const asked = historyCalls(calls).length;

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '24/11/2026' } });
    expect(await screen.findByText("The end date can't be before the start date.")).toBeTruthy();
    expect(screen.queryByTestId('history-table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '01/08/2026' } });
    expect(await screen.findByText("The alert history's period can't be longer than 92 days.")).toBeTruthy();
    expect(historyCalls(calls)).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '24/08/2026' } });
    await waitFor(() => expect(lastAsked(calls).startDate).toBe(String(utc('2026-08-24T04:00:00Z'))));
    expect(await screen.findByTestId('history-table')).toBeTruthy();
  });

  it('says when no alert matches, rather than showing an empty table alone', async () => {
    renderHistory({ page: () => ({ body: { data: [], total: 0 } }) });
    expect(await screen.findByText('No alerts match these filters.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a failed first load as an error with Retry, never as 'no alerts', and loads again on Retry", async () => {
    let fail = true;
    renderHistory({
      page: () =>
        fail ? { status: 400, body: { message: MESSAGES.alertHistory.sort } } : { body: { data: [PANIC], total: 1 } },
    });
    expect(await screen.findByText(MESSAGES.alertHistory.sort)).toBeTruthy();
    expect(screen.queryByText('No alerts match these filters.')).toBeNull();
    expect(screen.queryByTestId('history-table')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('saves the filtered list as one CSV named after the days, and says how many alerts it holds', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.set(`blob:${blobs.size}`, blob);
          return `blob:${blobs.size - 1}`;
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
    const calls = renderHistory({ csv: () => ({ body: { alertHistoryCsv: 'Time,Type\r\n14:30 22/11/2026,Panic' } }) });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await choose('Type', 'Panic');
    await waitFor(() => expect(lastAsked(calls).type).toBe('panic'));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Saved 2 alerts as a CSV file')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['Alert history 2026-11-17 to 2026-11-23.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0].blob.arrayBuffer());
    expect(text).toBe('\uFEFFTime,Type\r\n14:30 22/11/2026,Panic');
    const csvCall = calls.find((call) => url(call).pathname === '/api/v1/alarmAlert/history/csv') as RecordedCall;
    expect(Object.fromEntries(url(csvCall).searchParams)).toEqual({
      startDate: String(LAST_WEEK.startDate),
      endDate: String(LAST_WEEK.endDate),
      type: 'panic',
      sort: 'sentAt',
      order: 'DESC',
      companyId: '3',
    });
  });

  it("says why a CSV could not be made, in the server's words", async () => {
    renderHistory({ csv: () => ({ status: 400, body: { message: MESSAGES.alertHistory.periodTooLong } }) });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(MESSAGES.alertHistory.periodTooLong)).toBeTruthy();
  });
});
