import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { session } from '../../authProvider/session';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { ScheduleList } from './ScheduleList';

const schedule = {
  id: 1,
  routeId: 1,
  routeName: 'Perimeter Patrol',
  siteId: 4,
  repeatMinutes: 60,
  monday: true,
  tuesday: false,
  wednesday: true,
  thursday: false,
  friday: true,
  saturday: false,
  sunday: false,
  randomizeStart: false,
  startTimeDay: '04:00',
  endTimeDay: '15:00',
  startTimeNight: '16:00',
  endTimeNight: '16:00',
};
const plan = {
  id: 9,
  schedulePlanId: 3,
  routeId: 1,
  routeName: 'Perimeter Patrol',
  startTime: Date.UTC(2026, 10, 23, 4, 0) / 1000,
  endTime: Date.UTC(2026, 10, 23, 4, 40) / 1000,
  startPositionTagId: 1,
  routeTakenId: null,
  tagId: 1,
  name: 'Main Gate',
  position: 1,
  estimatedScanEpoch: Date.UTC(2026, 10, 23, 4, 5) / 1000,
};

const renderList = (role: Role) => {
  signInAs(role);
  session.selectSite({ id: 4, name: 'Melrose Arch Residences', companyId: 3 });
  const getList = vi.fn(async (resource: string) =>
    resource === 'schedules' ? { data: [schedule], total: 1 } : { data: [plan], total: 1 },
  );
  renderAdmin(<ScheduleList />, { dataProvider: { getList: getList as never }, auth: true });
  return getList;
};

describe('Schedules list', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Africa/Johannesburg'));
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('shows start times in local time, only for windows that are on, and the weekdays', async () => {
    const getList = renderList('ADMIN');
    const row = (await screen.findAllByText('Perimeter Patrol'))[0].closest('tr') as HTMLElement;
    expect(within(row).getByText('06:00')).toBeTruthy();
    expect(within(row).queryByText('18:00')).toBeNull();
    expect(within(row).getByText('60 minutes')).toBeTruthy();
    const days = within(row).getAllByRole('checkbox') as HTMLInputElement[];
    expect(days.map((box) => box.checked)).toEqual([true, false, true, false, true, false, false]);
    expect(getList).toHaveBeenCalledWith('schedules', expect.objectContaining({ filter: { siteId: 4 } }));
    expect(await screen.findByRole('link', { name: 'Add a new Schedule' })).toBeTruthy();
  });

  it('lists the generated plans with YYYY-MM-DD HH:mm times', async () => {
    renderList('ADMIN');
    expect(await screen.findByText('Generated schedule plans')).toBeTruthy();
    expect(await screen.findByText('Main Gate')).toBeTruthy();
    expect(screen.getByText('06:00 23/11/2026')).toBeTruthy();
    expect(screen.getByText('06:40 23/11/2026')).toBeTruthy();
    expect(screen.getByText('06:05 23/11/2026')).toBeTruthy();
  });

  it('has no Add for a controller', async () => {
    renderList('CONTROLLER');
    expect((await screen.findAllByText('Perimeter Patrol')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Add a new Schedule' })).toBeNull();
  });
});
