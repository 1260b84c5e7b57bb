import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import type { Report } from '../../../../contract/reports';
import type { GeneratedReport, ReportDays, ReportSubject } from '../../../dataProvider/reports';
import { renderAdmin } from '../../../test/renderAdmin';
import { signInAs } from '../../../test/signInAs';
import { PeriodReports } from './PeriodReports';

const at = (iso: string) => Date.parse(iso) / 1000;
const day = (date: string) => at(`${date}T00:00:00Z`);
/** The tests run at 10:00 UTC on Monday 23 November 2026: yesterday's shift day is the 22nd. */
const NOW = '2026-11-23T10:00:00Z';

const SITES = [
  { id: 5, name: 'Rosebank Corporate Campus', companyId: 3 },
  { id: 4, name: 'Sandton Office Park', companyId: 3 },
];
const AREAS = [{ id: 7, name: 'Johannesburg North', companyId: 3 }];

const report = (id: number, extra: Partial<Report> = {}): Report => ({
  id,
  siteId: 5,
  areaId: null,
  name: 'Rosebank Corporate Campus',
  startDate: at('2026-11-22T04:00:00Z'),
  endDate: at('2026-11-23T04:00:00Z'),
  createdAt: at('2026-11-23T04:05:00Z'),
  trigger: 'morning',
  reportUrl: `/api/v1/report/file/${id}?expires=1&signature=abc`,
  delivery: { recipients: 1, sent: 1, waiting: 0, failed: 0, notConfigured: 0, notConnected: 0 },
  ...extra,
});

type ListCall = (subject: ReportSubject, days: ReportDays) => Promise<Report[]>;
type GenerateCall = (subject: ReportSubject, days: ReportDays, company: number) => Promise<GeneratedReport>;

function renderArea({
  reportList = vi.fn<ListCall>(async () => []),
  generateReport = vi.fn<GenerateCall>(async () => ({ report: report(9), message: MESSAGES.report.generated })),
  role = 'ADMIN' as Role,
} = {}) {
  signInAs(role);
  const dataProvider = testDataProvider({
    getList: (async (resource: string) => {
      const data = resource === 'sites' ? SITES : AREAS;
      return { data, total: data.length };
    }) as never,
    reportList,
    generateReport,
  });
  renderAdmin(<PeriodReports />, { dataProvider, auth: true, notifications: true });
  return { reportList, generateReport };
}

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const periodLabel = () => screen.getByText(/ – /, { selector: 'p' }).textContent;
const cards = () => screen.queryAllByRole('article');

describe('PDF reports', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("starts on the first site and yesterday's shift day, loading before it says anything of the list", async () => {
    const list = deferred<Report[]>();
    const { reportList } = renderArea({ reportList: vi.fn<ListCall>(() => list.promise) });
    await waitFor(() => expect(reportList).toHaveBeenCalled());
    expect(reportList).toHaveBeenLastCalledWith(
      { type: 'site', id: 5 },
      { startDate: day('2026-11-22'), endDate: day('2026-11-23') },
    );
    expect(screen.getByRole('radio', { name: 'Site' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Site' }).textContent).toBe('Rosebank Corporate Campus');
    expect(periodLabel()).toBe('Sun 22 Nov 2026 06:00 – Mon 23 Nov 2026 06:00');
    expect(screen.getByText('Loading reports…')).toBeTruthy();
    expect(screen.queryByText('No reports')).toBeNull();

    list.resolve([]);
    expect(await screen.findByText('No reports')).toBeTruthy();
    expect(screen.queryByText('Loading reports…')).toBeNull();
  });

  it('shows the cards newest first: period, how each was made, its delivery, Open and a lazy preview', async () => {
    renderArea({
      reportList: vi.fn<ListCall>(async () => [
        report(1),
        report(2, {
          trigger: 'request',
          createdAt: at('2026-11-23T08:30:00Z'),
          delivery: { recipients: 3, sent: 2, waiting: 1, failed: 0, notConfigured: 0, notConnected: 0 },
        }),
        report(3, {
          startDate: at('2026-11-01T04:00:00Z'),
          endDate: at('2026-12-01T04:00:00Z'),
          createdAt: at('2026-11-23T07:00:00Z'),
          trigger: 'request',
          delivery: { recipients: 0, sent: 0, waiting: 0, failed: 0, notConfigured: 0, notConnected: 0 },
        }),
      ]),
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [newest, monthly, morning] = cards();
    expect(within(newest).getByText('Daily report · Sun 22 Nov 2026 06:00 – Mon 23 Nov 2026 06:00')).toBeTruthy();
    expect(within(newest).getByText('Made Mon 23 Nov 2026 10:30 at a user’s request')).toBeTruthy();
    expect(within(newest).getByText('2 of 3 sent, 1 waiting for the mail server')).toBeTruthy();
    expect(within(monthly).getByText('Monthly report · Sun 1 Nov 2026 06:00 – Tue 1 Dec 2026 06:00')).toBeTruthy();
    expect(within(monthly).getByText('No contact receives reports')).toBeTruthy();
    expect(within(morning).getByText('Made Mon 23 Nov 2026 06:05 by the morning job')).toBeTruthy();
    expect(within(morning).getByText('Sent to 1 recipient')).toBeTruthy();

    const open = within(morning).getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe('/api/v1/report/file/1?expires=1&signature=abc');
    expect(open.getAttribute('target')).toBe('_blank');
    const preview = within(morning).getByTitle(
      'Preview of the report of Rosebank Corporate Campus, Sun 22 Nov 2026 06:00 – Mon 23 Nov 2026 06:00',
    );
    expect(preview.tagName).toBe('IFRAME');
    expect(preview.getAttribute('src')).toMatch(/^\/api\/v1\/report\/file\/1\?expires=1&signature=abc#/);
    expect(preview.getAttribute('loading')).toBe('lazy');
  });

  it('moves a day or a month, bars Next at the current period, and Reset comes back to it', async () => {
    const { reportList } = renderArea();
    await screen.findByText('No reports');
    expect(button('Next day')).toHaveProperty('disabled', true);

    fireEvent.click(button('Previous day'));
    fireEvent.click(button('Previous day'));
    expect(periodLabel()).toBe('Fri 20 Nov 2026 06:00 – Sat 21 Nov 2026 06:00');
    await waitFor(() =>
      expect(reportList).toHaveBeenLastCalledWith(expect.anything(), {
        startDate: day('2026-11-20'),
        endDate: day('2026-11-21'),
      }),
    );
    fireEvent.click(button('Next day'));
    expect(periodLabel()).toBe('Sat 21 Nov 2026 06:00 – Sun 22 Nov 2026 06:00');
    fireEvent.click(button('Reset'));
    expect(periodLabel()).toBe('Sun 22 Nov 2026 06:00 – Mon 23 Nov 2026 06:00');
    expect(button('Next day')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(periodLabel()).toBe('November 2026: Sun 1 Nov 2026 06:00 – Tue 1 Dec 2026 06:00');
    expect(button('Next month')).toHaveProperty('disabled', true);
    fireEvent.click(button('Previous month'));
    expect(periodLabel()).toBe('October 2026: Thu 1 Oct 2026 06:00 – Sun 1 Nov 2026 06:00');
    expect(button('Next month')).toHaveProperty('disabled', false);
    await waitFor(() =>
      expect(reportList).toHaveBeenLastCalledWith(expect.anything(), {
        startDate: day('2026-10-01'),
        endDate: day('2026-11-01'),
      }),
    );
    fireEvent.click(button('Reset'));
    expect(periodLabel()).toBe('November 2026: Sun 1 Nov 2026 06:00 – Tue 1 Dec 2026 06:00');
  });

  it('generates and e-mails the report, barred and in progress meanwhile, then says so and reloads the list', async () => {
    const answer = deferred<GeneratedReport>();
    const reportList = vi.fn<ListCall>(async () => []);
    const { generateReport } = renderArea({ reportList, generateReport: vi.fn<GenerateCall>(() => answer.promise) });
    await screen.findByText('No reports');
    fireEvent.click(button('Previous day'));
    await screen.findByText('No reports');

    fireEvent.click(button('Generate and email report'));
    await screen.findByText('Generating the report…');
    expect(button('Generate and email report')).toHaveProperty('disabled', true);
    expect(generateReport).toHaveBeenCalledWith(
      { type: 'site', id: 5 },
      { startDate: day('2026-11-21'), endDate: day('2026-11-22') },
      3,
    );

    const made = report(9, {
      trigger: 'request',
      startDate: at('2026-11-21T04:00:00Z'),
      endDate: at('2026-11-22T04:00:00Z'),
    });
    reportList.mockImplementation(async () => [made]);
    answer.resolve({ report: made, message: MESSAGES.report.generated });
    expect(await screen.findByText('Report generated and emailed')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(button('Generate and email report')).toHaveProperty('disabled', false);
    expect(screen.queryByText('Generating the report…')).toBeNull();
  });

  it("shows a refusal through the shared handler's message and lets the user try again", async () => {
    renderArea({
      generateReport: vi.fn<GenerateCall>(async () => {
        throw new HttpError(MESSAGES.report.pdfTooLong, 400);
      }),
    });
    await screen.findByText('No reports');
    fireEvent.click(button('Generate and email report'));
    expect(await screen.findByText(MESSAGES.report.pdfTooLong)).toBeTruthy();
    await waitFor(() => expect(button('Generate and email report')).toHaveProperty('disabled', false));
  });

  it("asks for a site or area when none is chosen, with the spec's warning, and reads an area's reports", async () => {
    const { reportList, generateReport } = renderArea();
    await screen.findByText('No reports');
    fireEvent.click(screen.getByRole('radio', { name: 'Area' }));
    expect(await screen.findByText('Select a site or area to see its reports.')).toBeTruthy();
    fireEvent.click(button('Generate and email report'));
    expect(await screen.findByText(MESSAGES.report.selectSiteOrArea)).toBeTruthy();
    expect(generateReport).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Johannesburg North' }));
    await waitFor(() =>
      expect(reportList).toHaveBeenLastCalledWith({ type: 'area', id: 7 }, expect.objectContaining({})),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Site' }));
    expect(screen.getByRole('combobox', { name: 'Site' }).textContent).toBe('Rosebank Corporate Campus');
  });

  it('lets a controller generate a report too', async () => {
    const { generateReport } = renderArea({ role: 'CONTROLLER' });
    await screen.findByText('No reports');
    fireEvent.click(button('Generate and email report'));
    expect(await screen.findByText('Report generated and emailed')).toBeTruthy();
    expect(generateReport).toHaveBeenCalledTimes(1);
  });
});
