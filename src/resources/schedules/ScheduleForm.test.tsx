import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { ScheduleCreate } from './ScheduleCreate';

const route = { id: 7, name: 'Perimeter Patrol', durationMinutes: 40 };

const renderCreate = (create = vi.fn()) => {
  signInAs('ADMIN');
  session.selectSite({ id: 4, name: 'Melrose Arch Residences', companyId: 3 });
  renderAdmin(<ScheduleCreate />, {
    dataProvider: {
      getList: async () => ({ data: [route] as never[], total: 1 }),
      create,
    },
    auth: true,
    notifications: true,
  });
  return create;
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tick = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label }));

/** Picks the route and fills a valid day window (08:00–17:00) repeated hourly. */
async function fillValid() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Route/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Perimeter Patrol' }));
  type('Start Time Day', '08:00');
  type('End Time Day', '17:00');
  type('Repeat Every (minutes)', '60');
}

async function submit() {
  const save = await screen.findByRole('button', { name: 'Save Schedule' });
  await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  // jsdom does not submit a form from a click on its submit button
  fireEvent.submit(save.closest('form') as HTMLFormElement);
}

describe('Schedule detail (new)', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Africa/Johannesburg'));
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('refuses a night window that runs through the day, and saves nothing', async () => {
    const create = renderCreate();
    await fillValid();
    tick('Night window on');
    type('Start Time Night', '04:00');
    type('End Time Night', '19:00');
    await submit();
    expect(await screen.findByText(MESSAGES.schedule.nightThroughDay)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("refuses a window shorter than the route's duration, naming both", async () => {
    const create = renderCreate();
    await fillValid();
    type('End Time Day', '08:30');
    await submit();
    expect(
      await screen.findByText(
        'The day window lasts 30 minutes, shorter than your route duration of 40 minutes, so no patrol fits in it.',
      ),
    ).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("says 'Route Required.' when no route is chosen, and saves nothing", async () => {
    const create = renderCreate();
    await screen.findByRole('combobox', { name: /Route/ });
    type('Start Time Day', '08:00');
    type('End Time Day', '17:00');
    type('Repeat Every (minutes)', '60');
    tick('Monday');
    await submit();
    expect(await screen.findByText(MESSAGES.schedule.routeRequired)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("refuses a schedule with no weekday ticked: 'This is not a valid schedule'", async () => {
    const create = renderCreate();
    await fillValid();
    await submit();
    expect(await screen.findByText(MESSAGES.schedule.invalid)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('says on which day a night window after midnight runs: the night that begins on the ticked day', async () => {
    renderCreate();
    await fillValid();
    tick('Night window on');
    type('Start Time Night', '00:00');
    type('End Time Night', '05:00');
    expect(screen.queryByText(/The night window/)).toBeNull();
    tick('Friday');
    expect(
      await screen.findByText(
        'The night window starts after midnight, so it runs Saturday 00:00–05:00: the night that begins on each ticked day.',
      ),
    ).toBeTruthy();
    tick('Sunday');
    expect(await screen.findByText(/runs Saturday and Monday 00:00–05:00/)).toBeTruthy();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday']) tick(day);
    expect(await screen.findByText(/runs every day 00:00–05:00/)).toBeTruthy();
  });

  it('says when an evening night window ends, and shows nothing for a window that breaks the rules', async () => {
    renderCreate();
    await fillValid();
    tick('Night window on');
    tick('Friday');
    type('Start Time Night', '22:00');
    type('End Time Night', '02:00');
    expect(await screen.findByText('The night window runs Friday 22:00 until 02:00 the next morning.')).toBeTruthy();
    type('End Time Night', '19:00');
    await waitFor(() => expect(screen.queryByText(/The night window/)).toBeNull());
  });

  it('takes times as 24-hour text, never AM/PM, and says how to write one it cannot read', async () => {
    renderCreate();
    await fillValid();
    const start = screen.getByLabelText('Start Time Day') as HTMLInputElement;
    expect(start.type).toBe('text');
    type('Start Time Day', '6:00 PM');
    expect(await screen.findByText('Type a 24-hour time, HH:mm (e.g. 06:00, 18:30).')).toBeTruthy();
    type('Start Time Day', '730');
    fireEvent.blur(start);
    await waitFor(() => expect(start.value).toBe('07:30'));
    expect(screen.queryByText(/Type a 24-hour time/)).toBeNull();
  });

  it('saves a valid schedule with the night window in UTC', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...params.data, id: 1 },
    }));
    renderCreate(create as never);
    await fillValid();
    tick('Night window on');
    type('Start Time Night', '00:00');
    type('End Time Night', '05:00');
    tick('Friday');
    await submit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      routeId: 7,
      startTimeDay: '06:00',
      endTimeDay: '15:00',
      startTimeNight: '22:00',
      endTimeNight: '03:00',
      friday: true,
    });
  });
});

describe('Schedule detail away from South African time', () => {
  beforeEach(() => vi.stubEnv('TZ', 'UTC'));
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it("takes the company's (South African) times whatever the browser's zone, and says so", async () => {
    renderCreate();
    await fillValid();
    tick('Night window on');
    // The form speaks the company's clock: 00:00–05:00 in South Africa, in a browser set to UTC.
    type('Start Time Night', '00:00');
    type('End Time Night', '05:00');
    tick('Friday');
    expect(
      await screen.findByText(
        'The night window starts after midnight, so it runs Saturday 00:00–05:00 (South African time): the night that begins on each ticked day.',
      ),
    ).toBeTruthy();
  });
});
