import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAlerts, CompanyPatrols, CompanyTagsScanned, SitesTagsScanned } from '../../../contract/dashboard';
import { session } from '../../authProvider/session';
import { UNREADABLE_ANSWER } from '../../dataProvider/dashboard';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { DashboardPage } from './DashboardPage';

const utc = (iso: string) => Date.parse(iso) / 1000;
const NOW = '2026-05-12T09:30:00Z';
const YESTERDAY = { startDate: utc('2026-05-11T04:00:00Z'), endDate: utc('2026-05-12T04:00:00Z') };

const TAGS: CompanyTagsScanned = { tagsScanned: 1234, tagsShouldveBeenScanned: 1300 };
const PATROLS: CompanyPatrols = { patrols: 45, totalPatrols: 48 };
const ALERTS: CompanyAlerts = {
  panicAlerts: 2,
  pleaseCallMeAlerts: 5,
  welfareMissedAlerts: 13,
  deviceOfflineAlerts: 7,
  lowBatteryAlerts: 11,
};
const SITES: SitesTagsScanned = {
  slaThreshold: 90,
  sitesAboveThreshold: [
    { id: 4, name: 'Sandton Office Park', tagsScannedPercentage: 97.5 },
    { id: 5, name: 'Rosebank Corporate Campus', tagsScannedPercentage: 91.25 },
  ],
  sitesBelowThreshold: [{ id: 6, name: 'Midrand Logistics Depot', tagsScannedPercentage: 42.86 }],
};

type Calls = Record<
  'dashboardTagsScanned' | 'dashboardPatrols' | 'dashboardAlerts' | 'dashboardSites',
  ReturnType<typeof vi.fn>
>;

function answering(overrides: Partial<Calls> = {}): Calls {
  return {
    dashboardTagsScanned: vi.fn(async () => TAGS),
    dashboardPatrols: vi.fn(async () => PATROLS),
    dashboardAlerts: vi.fn(async () => ALERTS),
    dashboardSites: vi.fn(async () => SITES),
    ...overrides,
  };
}

let location = '';
function renderPage(calls: Calls = answering(), entry: string = PATHS.dashboard) {
  const dataProvider = testDataProvider(calls as never);
  renderAdmin(<DashboardPage />, {
    dataProvider,
    at: entry,
    onLocation: (l) => {
      location = `${l.pathname}${l.search}`;
    },
  });
  return calls;
}

const section = (name: string) => screen.getByRole('region', { name });

/** A call that answers only when told: what the page shows before the answer is known. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { call: vi.fn(() => promise), resolve };
}

describe('Dashboard page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    vi.stubEnv('TZ', 'Africa/Johannesburg');
    signInAs('ADMIN');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("asks the four calls for yesterday's shift, 04:00 UTC to 04:00 UTC, and shows their figures", async () => {
    const calls = renderPage();
    expect(
      await screen.findByRole('heading', { name: "GuardForce - Yesterday's Shift Performance - 2026-05-11" }),
    ).toBeTruthy();
    const tags = section('Tags Scanned');
    expect(await within(tags).findByText('94.92%')).toBeTruthy();
    expect(within(tags).getByText('1,234 / 1,300')).toBeTruthy();
    expect(within(tags).getByRole('img', { name: 'Tags Scanned: 1,234 of 1,300, 94.92%' })).toBeTruthy();
    const patrols = section('Completed Patrols');
    expect(within(patrols).getByText('93.75%')).toBeTruthy();
    expect(within(patrols).getByText('45 / 48')).toBeTruthy();
    for (const call of Object.values(calls)) expect(call).toHaveBeenCalledWith(3, YESTERDAY, expect.any(AbortSignal));

    const counts = ['Panic Alerts', 'Please Call Me Alerts', 'Low Battery Alerts', 'Device Offline Alerts'];
    expect(counts.map((name) => section(name).textContent)).toEqual([
      '2Panic Alerts',
      '5Please Call Me Alerts',
      '11Low Battery Alerts',
      '7Device Offline Alerts',
    ]);
    expect(screen.getByText('A site must have more than 90% tags scanned to pass the SLA')).toBeTruthy();
  });

  it('draws the sites on sunbursts, their names cut to 15 characters, with the bins as a key', async () => {
    renderPage();
    const above = section('Sites above SLA Threshold');
    const rosebank = await within(above).findByRole('link', {
      name: 'Open Rosebank Corporate Campus: 91.25% tags scanned',
    });
    expect(rosebank.textContent).toBe('Rosebank Corpo…');
    expect(within(above).getByRole('link', { name: /Sandton Office Park: 97.5%/ }).textContent).toBe('Sandton Office…');
    expect(
      within(above)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['90–92.5%: 1 site', '97.5–100%: 1 site']);
    const below = section('Sites Below SLA Threshold');
    expect(within(below).getByRole('link', { name: /Midrand Logistics Depot: 42.86%/ }).textContent).toBe(
      'Midrand Logist…',
    );
    expect(
      within(below)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['40–50%: 1 site']);
    expect(below.querySelectorAll('.recharts-sector')).toHaveLength(2);
    expect(above.querySelectorAll('.recharts-sector')).toHaveLength(4);
  });

  it('shows placeholders until each answer is known: never a 0 or an empty chart before it', async () => {
    const tags = deferred<CompanyTagsScanned>();
    const sites = deferred<SitesTagsScanned>();
    renderPage(answering({ dashboardTagsScanned: tags.call, dashboardSites: sites.call }));
    expect(await within(section('Completed Patrols')).findByText('45 / 48')).toBeTruthy();
    expect(within(section('Tags Scanned')).getByRole('progressbar', { name: 'Loading Tags Scanned…' })).toBeTruthy();
    expect(within(section('Tags Scanned')).queryByText(/%/)).toBeNull();
    expect(screen.queryByText('No Sites above SLA Threshold')).toBeNull();
    expect(screen.queryByText('No Sites Below SLA Threshold')).toBeNull();
    expect(screen.queryByText(/to pass the SLA/)).toBeNull();
    expect(within(section('Sites above SLA Threshold')).getByRole('progressbar')).toBeTruthy();

    tags.resolve({ tagsScanned: 0, tagsShouldveBeenScanned: 0 });
    sites.resolve({ slaThreshold: 95, sitesAboveThreshold: [], sitesBelowThreshold: [] });
    expect(await within(section('Tags Scanned')).findByText('100%')).toBeTruthy();
    expect(within(section('Tags Scanned')).getByText('0 / 0')).toBeTruthy();
    expect(within(section('Tags Scanned')).getByText('No patrol was planned in this shift.')).toBeTruthy();
    expect(within(section('Completed Patrols')).queryByText(/No patrol/)).toBeNull();
    expect(await screen.findByText('No Sites above SLA Threshold')).toBeTruthy();
    expect(screen.getByText('No Sites Below SLA Threshold')).toBeTruthy();
    expect(screen.getByText('A site must have more than 95% tags scanned to pass the SLA')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says which figure failed and why, and asks again on request; the others still show', async () => {
    let fail = true;
    const dashboardSites = vi.fn(async () => {
      if (fail) throw new HttpError('Not found', 404);
      return SITES;
    });
    const dashboardAlerts = vi.fn(async () => {
      throw new Error(UNREADABLE_ANSWER);
    });
    renderPage(answering({ dashboardSites, dashboardAlerts }));
    const failed = await screen.findAllByText('The sites against the SLA could not be loaded: Not found');
    expect(failed).toHaveLength(2);
    expect(
      await screen.findByText('The alert counts could not be loaded: the answer was not what the dashboard expects.'),
    ).toBeTruthy();
    expect(within(section('Tags Scanned')).getByText('94.92%')).toBeTruthy();
    expect(screen.queryByText(/to pass the SLA/)).toBeNull();

    fail = false;
    fireEvent.click(within(section('Sites above SLA Threshold')).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section('Sites above SLA Threshold')).findByRole('link', { name: /Sandton Office Park/ }),
    ).toBeTruthy();
    expect(within(section('Sites Below SLA Threshold')).getByRole('link', { name: /Midrand/ })).toBeTruthy();
  });

  it("looks back a day at a time, never past today's shift, which it counts so far", async () => {
    const calls = renderPage();
    await screen.findByRole('heading', { name: /Yesterday's Shift Performance - 2026-05-11/ });
    fireEvent.click(screen.getByRole('button', { name: 'Previous shift day' }));
    expect(await screen.findByRole('heading', { name: 'GuardForce - Shift Performance - 2026-05-10' })).toBeTruthy();
    const dayBefore = { startDate: utc('2026-05-10T04:00:00Z'), endDate: utc('2026-05-11T04:00:00Z') };
    await waitFor(() => expect(calls.dashboardSites).toHaveBeenLastCalledWith(3, dayBefore, expect.any(AbortSignal)));
    expect(location).toBe('/company/dashboard?day=2026-05-10');
    expect(screen.getByLabelText('Shift day')).toHaveProperty('value', '10/05/2026');
    fireEvent.mouseOver(screen.getByLabelText('Shift day'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'A shift day runs from 06:00 South African time (04:00 UTC) to 06:00 the next morning.',
    );

    fireEvent.change(screen.getByLabelText('Shift day'), { target: { value: '12/05/2026' } });
    expect(
      await screen.findByRole('heading', { name: "GuardForce - Today's Shift Performance So Far - 2026-05-12" }),
    ).toBeTruthy();
    const today = { startDate: utc('2026-05-12T04:00:00Z'), endDate: utc(NOW) };
    await waitFor(() => expect(calls.dashboardTagsScanned).toHaveBeenLastCalledWith(3, today, expect.any(AbortSignal)));
    expect(screen.getByText('Figures up to 11:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next shift day' })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Shift day'), { target: { value: '13/05/2026' } });
    expect(screen.getByLabelText('Shift day')).toHaveProperty('value', '13/05/2026');
    expect(screen.getByRole('heading', { name: /Today's Shift Performance So Far - 2026-05-12/ })).toBeTruthy();
    expect(calls.dashboardTagsScanned).toHaveBeenLastCalledWith(3, today, expect.any(AbortSignal));
  });

  it('opens on the day in the address, as the way back from a site returns to it', async () => {
    const calls = renderPage(answering(), `${PATHS.dashboard}?day=2026-04-30`);
    expect(await screen.findByRole('heading', { name: 'GuardForce - Shift Performance - 2026-04-30' })).toBeTruthy();
    expect(calls.dashboardPatrols).toHaveBeenCalledWith(
      3,
      { startDate: utc('2026-04-30T04:00:00Z'), endDate: utc('2026-05-01T04:00:00Z') },
      expect.any(AbortSignal),
    );
  });

  it('opens a site from its label, selected as the sites list selects it', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /Midrand Logistics Depot/ });
    fireEvent.click(link);
    await waitFor(() => expect(location).toBe(PATHS.siteXtraDetails));
    expect(session.site()).toEqual({ id: 6, name: 'Midrand Logistics Depot', companyId: 3 });
  });

  it('opens a site from its share of the ring, and from the keyboard', async () => {
    renderPage();
    const above = section('Sites above SLA Threshold');
    await within(above).findByRole('link', { name: /Sandton/ });
    const [, sandton] = Array.from(above.querySelectorAll('.recharts-pie:last-of-type .recharts-sector'));
    fireEvent.click(sandton);
    await waitFor(() => expect(location).toBe(PATHS.siteXtraDetails));
    expect(session.site()?.name).toBe('Sandton Office Park');

    session.selectSite(null);
    cleanup();
    renderPage();
    fireEvent.keyDown(await screen.findByRole('link', { name: /Rosebank/ }), { key: 'Enter' });
    await waitFor(() => expect(session.site()?.name).toBe('Rosebank Corporate Campus'));
  });

  it("shows a sys-admin the selected company's figures under its name", async () => {
    signInAs('SYS_ADMIN');
    session.selectCompany({ id: 8, name: 'Cape Shield Protection' });
    const calls = renderPage();
    expect(
      await screen.findByRole('heading', {
        name: "Cape Shield Protection - Yesterday's Shift Performance - 2026-05-11",
      }),
    ).toBeTruthy();
    expect(calls.dashboardAlerts).toHaveBeenCalledWith(8, YESTERDAY, expect.any(AbortSignal));
  });
});
