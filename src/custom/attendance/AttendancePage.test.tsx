import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeClockTimes } from '../../../contract/attendance';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dayText } from '../../common/dayField/dayText';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { AttendancePage } from './AttendancePage';

const DAY = 86_400;
const utc = (iso: string) => Date.parse(iso) / 1000;
const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
const now = () => Math.floor(Date.now() / 1000);
const today = () => dayOf(now());
const daysAgo = (days: number) => dayOf(now() - days * DAY);

const sites = [
  { id: 4, name: 'Sandton Office Park', companyId: 3 },
  { id: 5, name: 'Rosebank Corporate Campus', companyId: 3 },
];
const shift = (id: number, extra: Partial<EmployeeClockTimes> = {}): EmployeeClockTimes => ({
  id,
  employeeName: `Guard${id}`,
  employeeSurname: 'Khumalo',
  siteName: 'Sandton Office Park',
  userRole: 'default',
  clockInTimeEpoch: utc('2026-05-10T04:00:00Z') + id * 60,
  clockOutTimeEpoch: utc('2026-05-10T16:30:00Z') + id * 60,
  ...extra,
});
const SHIFTS: EmployeeClockTimes[] = [
  shift(1, { employeeName: 'Bongani', clockInImageUrl: '/files/clock-in-1.png' }),
  shift(2, { employeeName: 'Johannes', clockOutTimeEpoch: null }),
  shift(3, { employeeName: 'Nomvula', clockInTimeEpoch: null }),
  shift(4, { employeeName: 'Lerato', userRole: 'CONTROLLER' }),
  ...Array.from({ length: 8 }, (_, index) => shift(5 + index)),
];

function renderPage(
  clockTimes = vi.fn(async (_request: unknown) => SHIFTS),
  selected = true,
  companyClockTimes = vi.fn(async (_request: unknown) => [] as EmployeeClockTimes[]),
) {
  signInAs('ADMIN');
  if (selected) session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: sites, total: sites.length })) as never,
    clockTimes,
    companyClockTimes,
  });
  renderAdmin(<AttendancePage />, { dataProvider, auth: true });
  return clockTimes;
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const setDay = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: dayText(day) } });

describe('Attendance page', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Africa/Johannesburg'));
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("asks for the selected site's yesterday and today (00:00 UTC epochs) and shows the spec's columns and formats", async () => {
    const clockTimes = renderPage();
    const bongani = await rowOf('Bongani');
    expect(clockTimes).toHaveBeenCalledWith({
      siteId: 4,
      startDate: utc(`${daysAgo(1)}T00:00:00Z`),
      endDate: utc(`${today()}T00:00:00Z`),
    });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Employee Name',
      'Employee Surname',
      'Site',
      'User Role',
      'Clock In Time',
      'Clock Out Time',
      'Hours',
    ]);
    expect(cells(bongani)).toEqual([
      'Bongani',
      'Khumalo',
      'Sandton Office Park',
      'Security Guard',
      '06:01 10/05/2026',
      '18:31 10/05/2026',
      '12 h 30 min',
    ]);
    expect(cells(await rowOf('Johannes')).slice(5)).toEqual(['No Clock Out Found', '']);
    expect(cells(await rowOf('Nomvula')).slice(4)).toEqual(['No Clock In Found', '18:33 10/05/2026', '']);
    expect(cells(await rowOf('Lerato'))[3]).toBe('Controller');
    expect(screen.getByLabelText('Start Date')).toHaveProperty('value', dayText(daysAgo(1)));
    expect(screen.getByLabelText('End Date')).toHaveProperty('value', dayText(today()));
  });

  it('marks a clock outside the site by N m and one with no position; says nothing of one inside', async () => {
    renderPage(
      vi.fn(async () => [
        shift(1, { employeeName: 'Bongani', clockInOutsideMetres: 2003, clockOutOutsideMetres: 0 }),
        shift(2, { employeeName: 'Johannes', clockInOutsideMetres: 12, clockOutOutsideMetres: null }),
      ]),
    );
    expect(cells(await rowOf('Bongani')).slice(4, 6)).toEqual([
      '06:01 10/05/2026outside the site by 2003 m',
      '18:31 10/05/2026',
    ]);
    expect(cells(await rowOf('Johannes')).slice(4, 6)).toEqual(['06:02 10/05/2026', '18:32 10/05/2026no position']);
  });

  it("says 'On duty' for a shift clocked in today and not out yet, 'No Clock Out Found' for an older one", async () => {
    const clockIn = new Date();
    clockIn.setHours(0, 1, 0, 0);
    renderPage(
      vi.fn(async () => [
        shift(1, {
          employeeName: 'Sipho',
          clockInTimeEpoch: Math.floor(clockIn.getTime() / 1000),
          clockOutTimeEpoch: null,
        }),
        shift(2, { employeeName: 'Johannes', clockOutTimeEpoch: null }),
      ]),
    );
    expect(cells(await rowOf('Sipho')).slice(5)).toEqual(['On duty', '']);
    expect(cells(await rowOf('Johannes'))[5]).toBe('No Clock Out Found');
  });

  it("counts the hours worked as 'H h MM min', under a minute's seconds dropped", async () => {
    const clockIn = utc('2026-05-10T20:00:00Z');
    renderPage(
      vi.fn(async () => [
        shift(1, {
          employeeName: 'Thabo',
          clockInTimeEpoch: clockIn,
          clockOutTimeEpoch: clockIn + 8 * 3_600 + 5 * 60 + 59,
        }),
        shift(2, { employeeName: 'Zanele', clockInTimeEpoch: clockIn, clockOutTimeEpoch: clockIn + 40 * 60 }),
      ]),
    );
    expect(cells(await rowOf('Thabo'))[6]).toBe('8 h 05 min');
    expect(cells(await rowOf('Zanele'))[6]).toBe('0 h 40 min');
  });

  it("offers 'All sites' first and then lists every site's clock-ins of the company, the Site column telling them apart", async () => {
    const companyClockTimes = vi.fn(async (_request: unknown) => [
      shift(1, { employeeName: 'Bongani' }),
      shift(2, { employeeName: 'Ayanda', siteName: 'Rosebank Corporate Campus', clockOutTimeEpoch: null }),
    ]);
    const clockTimes = renderPage(undefined, true, companyClockTimes);
    await rowOf('Bongani');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Site' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All sites',
      'Sandton Office Park',
      'Rosebank Corporate Campus',
    ]);
    const asked = clockTimes.mock.calls.length;
    fireEvent.click(options[0]);
    const ayanda = await rowOf('Ayanda');
    expect(companyClockTimes).toHaveBeenLastCalledWith({
      startDate: utc(`${daysAgo(1)}T00:00:00Z`),
      endDate: utc(`${today()}T00:00:00Z`),
    });
    expect(clockTimes.mock.calls.length).toBe(asked);
    expect(rows()).toHaveLength(2);
    expect(cells(await rowOf('Bongani')).slice(2, 3)).toEqual(['Sandton Office Park']);
    expect(cells(ayanda)).toEqual([
      'Ayanda',
      'Khumalo',
      'Rosebank Corporate Campus',
      'Security Guard',
      '06:02 10/05/2026',
      'No Clock Out Found',
      '',
    ]);
    expect(screen.getByRole('combobox', { name: 'Site' }).textContent).toBe('All sites');
  });

  it('pages the answer 10 at a time, with 10, 25 and 100 a page on offer', async () => {
    renderPage();
    await rowOf('Bongani');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1-10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Guard12')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '100']);
    fireEvent.click(options[1]);
    await waitFor(() => expect(rows()).toHaveLength(12));
  });

  it("refuses a range that breaks a rule with the spec's message, without asking the server", async () => {
    const clockTimes = renderPage();
    await rowOf('Bongani');
    const asked = clockTimes.mock.calls.length;
    const refusals: [string, string, string][] = [
      [today(), today(), MESSAGES.attendance.sameDates],
      [today(), daysAgo(1), MESSAGES.attendance.startAfterEnd],
      [daysAgo(1), dayOf(now() + DAY), MESSAGES.attendance.endAfterToday],
      [daysAgo(7), today(), MESSAGES.attendance.tooLong],
    ];
    for (const [start, end, message] of refusals) {
      setDay('Start Date', start);
      setDay('End Date', end);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    }
    expect(clockTimes.mock.calls.length).toBe(asked);

    setDay('Start Date', daysAgo(6));
    await rowOf('Bongani');
    expect(screen.queryByText(MESSAGES.attendance.tooLong)).toBeNull();
    expect(clockTimes).toHaveBeenLastCalledWith({
      siteId: 4,
      startDate: utc(`${daysAgo(6)}T00:00:00Z`),
      endDate: utc(`${today()}T00:00:00Z`),
    });
  });

  it("explains the pickers' day with the tooltip 'Date starts at shift time (04:00)'", async () => {
    renderPage();
    fireEvent.mouseOver(screen.getByLabelText('End Date'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Date starts at shift time (04:00)');
  });

  it('asks for another site when one is chosen', async () => {
    const clockTimes = renderPage();
    await rowOf('Bongani');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Site' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rosebank Corporate Campus' }));
    await waitFor(() => expect(clockTimes).toHaveBeenLastCalledWith(expect.objectContaining({ siteId: 5 })));
  });

  it("opens a guard's clock-in photo from the row, fetched with the session token", async () => {
    const fetchStub = vi.fn(
      async () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined }));
    renderPage();
    const bongani = await rowOf('Bongani');
    expect(within(await rowOf('Johannes')).queryByRole('button')).toBeNull();
    fireEvent.click(within(bongani).getByRole('button', { name: 'Show the clock-in picture of Bongani Khumalo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clock in picture: Bongani Khumalo, 06:01 10/05/2026' });
    const picture = await within(dialog).findByRole('img', { name: 'Clock in picture of Bongani Khumalo' });
    expect(picture.getAttribute('src')).toBe('blob:photo');
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/files/clock-in-1.png');
    expect(new Headers(init.headers).get('x-access-token')).toBe('test-token');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in words", async () => {
    renderPage(
      vi.fn(async () => {
        throw new HttpError(MESSAGES.attendance.endAfterToday, 400);
      }),
    );
    expect(await screen.findByText(MESSAGES.attendance.endAfterToday)).toBeTruthy();
  });

  it('asks for a site first when none is selected', async () => {
    const clockTimes = renderPage(undefined, false);
    expect(await screen.findByText('Choose a site to see who clocked in and out there.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Site' }));
    expect(await screen.findByRole('option', { name: 'Sandton Office Park' })).toBeTruthy();
    expect(clockTimes).toHaveBeenCalledTimes(0);
  });
});
