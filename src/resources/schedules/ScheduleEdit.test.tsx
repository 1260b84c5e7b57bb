import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { ScheduleEdit } from './ScheduleEdit';

/** Stored in UTC: 04:00–15:00 UTC is 06:00–17:00 in South Africa; the night window is off. */
const SCHEDULE = {
  id: 3,
  routeId: 7,
  routeName: 'Perimeter Patrol',
  siteId: 4,
  repeatMinutes: 60,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  randomizeStart: false,
  startTimeDay: '04:00',
  endTimeDay: '15:00',
  startTimeNight: '16:00',
  endTimeNight: '16:00',
};
const PLAN = { id: 91, scheduleId: 3, startTime: 1_764_000_000, endTime: 1_764_002_400 };

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && url(call).pathname === path);

function renderEdit({ role = 'ADMIN' as Role, upcoming = true } = {}) {
  signInAs(role);
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const calls = stubServer((call) => {
    const path = url(call).pathname;
    if (call.method === 'POST' && path === '/api/v1/schedule')
      return { body: { ...SCHEDULE, ...(call.body as object) } };
    if (path === '/api/v1/schedule/removeSchedule') return { body: { message: MESSAGES.schedule.removed } };
    if (path === '/api/v1/schedule/3') return { body: SCHEDULE };
    if (path === '/api/v1/schedule/plans/byScheduleId/3') return { body: { recordset: upcoming ? [PLAN] : [] } };
    if (path === '/api/v1/route/bySite/4')
      return { body: [{ id: 7, siteId: 4, name: 'Perimeter Patrol', durationMinutes: 40 }] };
    return { status: 404, body: { message: `No ${path}` } };
  });
  renderAdmin(
    <AtRoute path={PATHS.schedule(':id')}>
      <ScheduleEdit />
    </AtRoute>,
    { dataProvider, auth: true, at: PATHS.schedule(3), notifications: true },
  );
  return calls;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const loaded = () => waitFor(() => expect(field('Start Time Day').value).toBe('06:00'));
const planned = (calls: RecordedCall[]) =>
  waitFor(() =>
    expect(calls.some((call) => url(call).pathname === '/api/v1/schedule/plans/byScheduleId/3')).toBe(true),
  );

describe('Schedule detail (saved)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubEnv('TZ', 'Africa/Johannesburg');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('shows the saved windows in South African time', async () => {
    renderEdit();
    await loaded();
    expect(field('End Time Day').value).toBe('17:00');
    expect(field('Repeat Every (minutes)').value).toBe('60');
    expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
  });

  it('warns that upcoming plans will be made anew before a save, and saves the windows in UTC', async () => {
    const calls = renderEdit();
    await loaded();
    await planned(calls);
    fireEvent.change(field('End Time Day'), { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.schedule.upcomingWarning)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(posts(calls, '/api/v1/schedule')).toHaveLength(1));
    expect(posts(calls, '/api/v1/schedule')[0].body).toMatchObject({
      id: 3,
      routeId: 7,
      startTimeDay: '04:00',
      endTimeDay: '14:00',
      repeatMinutes: 60,
    });
    expect(await screen.findByText(MESSAGES.schedule.saved)).toBeTruthy();
  });

  it('asks without the warning when no plan is coming', async () => {
    const calls = renderEdit({ upcoming: false });
    await loaded();
    await planned(calls);
    fireEvent.change(field('Repeat Every (minutes)'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/save this schedule/)).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.schedule.upcomingWarning)).toBeNull();
  });

  it('deletes the schedule after the question, with the warning of its upcoming plans', async () => {
    const calls = renderEdit();
    await loaded();
    await planned(calls);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Schedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.schedule.upcomingWarning)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(posts(calls, '/api/v1/schedule/removeSchedule')).toHaveLength(1));
    expect(posts(calls, '/api/v1/schedule/removeSchedule')[0].body).toEqual({ scheduleId: 3 });
    expect(await screen.findByText(MESSAGES.schedule.removed)).toBeTruthy();
  });

  it('shows a controller the schedule with no Save or Delete', async () => {
    renderEdit({ role: 'CONTROLLER' });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Save Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Schedule' })).toBeNull();
  });
});
