import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type ActivityCsv, type GeneralCsv, shiftDateAt } from '../../../../contract/reports';
import { dayText } from '../../../common/dayField/dayText';
import { renderAdmin } from '../../../test/renderAdmin';
import { signInAs } from '../../../test/signInAs';
import { CsvDownloads } from './CsvDownloads';

const DAY = 86_400;
const now = () => Date.now() / 1000;
const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
/** Today's date in South African time, as the general report's files are named. */
const todaySast = () => new Date((now() + 2 * 3_600) * 1000).toISOString().slice(0, 10);
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const SITES = [
  { id: 4, name: 'Rosebank Corporate Campus' },
  { id: 5, name: 'Sandton Office Park' },
];
const GENERAL: GeneralCsv = {
  devicesCsv: 'Name\r\nHandset Zoë',
  tagsCsv: 'Name\r\nNorth Gate',
  routesCsv: 'Route\r\nPerimeter',
  schedulesCsv: 'Route\r\nPerimeter',
};
const ACTIVITY: ActivityCsv = {
  panicAlertCsv: 'Time\r\n2026-05-10 06:10',
  routeTagScanCsv: 'Time',
  attendanceCsv: 'Guard',
  pleaseCallMeCsv: 'Time',
  routeTakenCsv: 'Route',
  deviceStatusCsv: 'Time',
};

interface Saved {
  name: string;
  blob: Blob;
}
let saved: Saved[];

function renderArea(
  options: {
    sites?: typeof SITES;
    generalCsv?: () => Promise<GeneralCsv>;
    activityCsv?: () => Promise<ActivityCsv>;
  } = {},
) {
  signInAs('ADMIN');
  const sites = options.sites ?? SITES;
  const generalCsv = vi.fn(options.generalCsv ?? (async (_siteId: number) => GENERAL));
  const activityCsv = vi.fn(options.activityCsv ?? (async (_siteId: number, _range: unknown) => ACTIVITY));
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: sites, total: sites.length })) as never,
    generalCsv,
    activityCsv,
    incidentCsv: async () => ({ incidentCsv: 'Time' }),
  });
  renderAdmin(<CsvDownloads />, { dataProvider, auth: true, notifications: true });
  return { generalCsv, activityCsv };
}

/** The sites have loaded and the first is chosen. */
const firstSiteShown = () =>
  waitFor(() => expect(screen.getByRole('combobox', { name: 'Site' }).textContent).toBe('Rosebank Corporate Campus'));
const button = (name: string) => screen.getByRole('button', { name });
const setDay = (label: string, day: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: dayText(day) } });
const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];
const utf8 = (text: string) => [...new TextEncoder().encode(text)];

describe('CSV downloads of the Reports page', () => {
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:csv-${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens on the first site and the last day (yesterday to today), each date with the shift tooltip', async () => {
    renderArea();
    await firstSiteShown();
    expect(screen.getByLabelText('Start Date')).toHaveProperty('value', dayText(dayOf(now() - DAY)));
    expect(screen.getByLabelText('End Date')).toHaveProperty('value', dayText(dayOf(now())));
    fireEvent.mouseOver(screen.getByLabelText('Start Date'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Date starts at shift time (04:00)');
    expect(button('Download General Report')).toBeTruthy();
    expect(button('Download Activity Report')).toBeTruthy();
  });

  it("saves each general CSV as its own file, named by the site and today's date, with a UTF-8 BOM", async () => {
    const { generalCsv } = renderArea();
    await firstSiteShown();
    fireEvent.click(button('Download General Report'));
    expect(await screen.findByText('4 files saved')).toBeTruthy();
    expect(generalCsv).toHaveBeenCalledWith(4);
    const date = todaySast();
    expect(saved.map((file) => file.name)).toEqual([
      `Rosebank Corporate Campus Devices ${date}.csv`,
      `Rosebank Corporate Campus Tags ${date}.csv`,
      `Rosebank Corporate Campus Routes ${date}.csv`,
      `Rosebank Corporate Campus Schedules ${date}.csv`,
    ]);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    expect(await bytes(saved[0].blob)).toEqual([0xef, 0xbb, 0xbf, ...utf8(GENERAL.devicesCsv)]);
  });

  it('asks for the chosen site and dates, and saves the six activity CSVs named by the dates', async () => {
    const { activityCsv } = renderArea();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Site' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sandton Office Park' }));
    const [from, to] = [dayOf(now() - 3 * DAY), dayOf(now() - DAY)];
    setDay('Start Date', from);
    setDay('End Date', to);
    fireEvent.click(button('Download Activity Report'));
    expect(await screen.findByText('6 files saved')).toBeTruthy();
    expect(activityCsv).toHaveBeenCalledWith(5, { startDate: utc(from), endDate: utc(to) });
    expect(saved.map((file) => file.name)).toEqual(
      ['Panic Alerts', 'Route Tag Scans', 'Attendance', 'Please Call Me Alerts', 'Routes Taken', 'Device Status'].map(
        (title) => `Sandton Office Park ${title} for ${from} to ${to}.csv`,
      ),
    );
    expect(await bytes(saved[0].blob)).toEqual([0xef, 0xbb, 0xbf, ...utf8(ACTIVITY.panicAlertCsv)]);
  });

  it("saves the site's incidents of the period as one file beside them", async () => {
    renderArea();
    await firstSiteShown();
    const [from, to] = [dayOf(now() - 3 * DAY), dayOf(now() - DAY)];
    setDay('Start Date', from);
    setDay('End Date', to);
    fireEvent.click(button('Download Incidents Report'));
    expect(await screen.findByText('1 file saved')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual([`Rosebank Corporate Campus Incidents for ${from} to ${to}.csv`]);
  });

  it('asks for the shift in progress: its date to the next date, which the pickers offer', async () => {
    const { activityCsv } = renderArea();
    await firstSiteShown();
    const shiftDate = shiftDateAt(now());
    const [from, to] = [dayOf(shiftDate), dayOf(shiftDate + DAY)];
    const calendar = screen.getByLabelText('End Date').parentElement?.querySelector('input[type="date"]');
    expect(calendar?.hasAttribute('max')).toBe(false);
    setDay('Start Date', from);
    setDay('End Date', to);
    fireEvent.click(button('Download Activity Report'));
    expect(await screen.findByText('6 files saved')).toBeTruthy();
    expect(activityCsv).toHaveBeenCalledWith(4, { startDate: utc(from), endDate: utc(to) });
  });

  it.each([
    ['a month', dayOf(now() - 31 * DAY), dayOf(now())],
    ['seven days', dayOf(now() - 7 * DAY), dayOf(now())],
    ['an end after tomorrow', dayOf(now() - DAY), dayOf(now() + 3 * DAY)],
  ])('asks for %s as it is: no refusal the spec does not make', async (_label, from, to) => {
    const { activityCsv } = renderArea();
    await firstSiteShown();
    setDay('Start Date', from);
    setDay('End Date', to);
    fireEvent.click(button('Download Activity Report'));
    expect(await screen.findByText('6 files saved')).toBeTruthy();
    expect(activityCsv).toHaveBeenCalledWith(4, { startDate: utc(from), endDate: utc(to) });
  });

  it("refuses dates that break the rules with the spec's words, asking nothing; the general report needs none", async () => {
    const { activityCsv, generalCsv } = renderArea();
    await firstSiteShown();
    const refusals: [string, string, string][] = [
      [dayOf(now()), dayOf(now()), MESSAGES.report.sameDates],
      [dayOf(now()), dayOf(now() - DAY), MESSAGES.report.startAfterEnd],
      ['', dayOf(now()), 'Choose a start and an end date.'],
    ];
    for (const [start, end, message] of refusals) {
      setDay('Start Date', start);
      setDay('End Date', end);
      fireEvent.click(button('Download Activity Report'));
      expect(await screen.findByText(message)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    }
    expect(activityCsv).not.toHaveBeenCalled();
    expect(saved).toEqual([]);

    fireEvent.click(button('Download General Report'));
    expect(await screen.findByText('4 files saved')).toBeTruthy();
    expect(generalCsv).toHaveBeenCalledTimes(1);
  });

  it("needs a site for either report: 'Select a site.'", async () => {
    const { activityCsv, generalCsv } = renderArea({ sites: [] });
    fireEvent.click(button('Download General Report'));
    expect(await screen.findByText(MESSAGES.report.selectSite)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.report.selectSite)).toBeNull());
    fireEvent.click(button('Download Activity Report'));
    expect(await screen.findByText(MESSAGES.report.selectSite)).toBeTruthy();
    expect(generalCsv).not.toHaveBeenCalled();
    expect(activityCsv).not.toHaveBeenCalled();
  });

  it('shows progress on the button asked and holds both while the files are made', async () => {
    let answer: (csv: GeneralCsv) => void = () => undefined;
    renderArea({ generalCsv: () => new Promise<GeneralCsv>((resolve) => (answer = resolve)) });
    await firstSiteShown();
    fireEvent.click(button('Download General Report'));
    await waitFor(() => expect(button('Download General Report')).toHaveProperty('disabled', true));
    expect(button('Download General Report').getAttribute('aria-busy')).toBe('true');
    expect(within(button('Download General Report')).getByRole('progressbar')).toBeTruthy();
    expect(button('Download Activity Report')).toHaveProperty('disabled', true);
    expect(button('Download Activity Report').getAttribute('aria-busy')).toBe('false');

    answer(GENERAL);
    expect(await screen.findByText('4 files saved')).toBeTruthy();
    expect(button('Download General Report')).toHaveProperty('disabled', false);
    expect(button('Download Activity Report')).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal (a site removed meanwhile) in the snackbar and saves nothing", async () => {
    renderArea({
      activityCsv: async () => {
        throw new HttpError(MESSAGES.site.notFound, 404);
      },
    });
    await firstSiteShown();
    fireEvent.click(button('Download Activity Report'));
    expect(await screen.findByText(MESSAGES.site.notFound)).toBeTruthy();
    expect(saved).toEqual([]);
    expect(button('Download Activity Report')).toHaveProperty('disabled', false);
  });
});
