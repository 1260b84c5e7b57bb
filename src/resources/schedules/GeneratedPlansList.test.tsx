import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { GeneratedPlansList } from './GeneratedPlansList';

/** South African time: 06:00 on 23 November 2026 is 04:00 UTC. */
const sast = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 2, minute) / 1000;

let nextId = 1;
const line = (schedulePlanId: number, routeName: string, start: number, minutes: number, name: string, at: number) => ({
  id: nextId++,
  schedulePlanId,
  routeId: 1,
  routeName,
  startTime: start,
  endTime: start + minutes * 60,
  startPositionTagId: 1,
  routeTakenId: null,
  tagId: nextId,
  name,
  position: 1,
  estimatedScanEpoch: at,
});
const MONDAY = [
  line(31, 'Perimeter Patrol', sast(23, 6), 40, 'Main Gate', sast(23, 6, 5)),
  line(31, 'Perimeter Patrol', sast(23, 6), 40, 'Loading Bay', sast(23, 6, 25)),
  line(32, 'Night Round', sast(23, 23, 30), 30, 'Visitor Parking', sast(24, 0, 10)),
];
const TUESDAY = [line(33, 'Perimeter Patrol', sast(24, 6), 40, 'Main Gate', sast(24, 6, 5))];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const planCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => url(call).pathname === '/api/v1/schedule/plans/generated/4');
const lastPlanCall = (calls: RecordedCall[]) => url(planCalls(calls).at(-1) as RecordedCall);

/** The server's generated plan lines of site 4: the lines of the day asked for, or all; `total` for paging. */
function renderPlans({ lines = [...MONDAY, ...TUESDAY], total }: { lines?: typeof MONDAY; total?: number } = {}) {
  signInAs('ADMIN');
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const calls = stubServer((call) => {
    const query = url(call).searchParams;
    const startDate = Number(query.get('startDate') ?? 0);
    const endDate = Number(query.get('endDate') ?? Number.POSITIVE_INFINITY);
    const shown = lines.filter((plan) => plan.startTime >= startDate && plan.startTime < endDate);
    const count = total ?? shown.length;
    return { body: shown, headers: { 'Content-Range': `schedulePlans 0-${Math.max(shown.length - 1, 0)}/${count}` } };
  });
  renderAdmin(<GeneratedPlansList />, { dataProvider });
  return calls;
}

const daySection = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;
const rowsOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Generated schedule plans', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubEnv('TZ', 'Africa/Johannesburg');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('groups the plan lines by the day their plan starts, each day under its heading, times YYYY-MM-DD HH:mm', async () => {
    const calls = renderPlans();
    expect(await screen.findByRole('heading', { name: 'Monday 23 November 2026' })).toBeTruthy();
    expect(rowsOf(daySection('Monday 23 November 2026'))).toEqual([
      ['Perimeter Patrol', '31', '06:00 23/11/2026', '06:40 23/11/2026', 'Main Gate', '06:05 23/11/2026'],
      ['Perimeter Patrol', '31', '06:00 23/11/2026', '06:40 23/11/2026', 'Loading Bay', '06:25 23/11/2026'],
      // A plan that starts before midnight stays on its day, though its scan falls on the next.
      ['Night Round', '32', '23:30 23/11/2026', '00:00 24/11/2026', 'Visitor Parking', '00:10 24/11/2026'],
    ]);
    expect(rowsOf(daySection('Tuesday 24 November 2026'))).toEqual([
      ['Perimeter Patrol', '33', '06:00 24/11/2026', '06:40 24/11/2026', 'Main Gate', '06:05 24/11/2026'],
    ]);
    const asked = lastPlanCall(calls).searchParams;
    expect(asked.get('sort')).toBe('["startTime","ASC"]');
    expect(asked.get('range')).toBe('[0,9]');
    expect(asked.has('startDate')).toBe(false);
  });

  it("asks the server for one local day's plans when a day is chosen, and for every day again on 'All days'", async () => {
    const calls = renderPlans();
    await screen.findByRole('heading', { name: 'Tuesday 24 November 2026' });
    const allDays = screen.getByRole('button', { name: 'All days' }) as HTMLButtonElement;
    expect(allDays.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-24' } });
    await waitFor(() => expect(lastPlanCall(calls).searchParams.get('startDate')).toBe(String(sast(24, 0))));
    expect(lastPlanCall(calls).searchParams.get('endDate')).toBe(String(sast(25, 0)));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Monday 23 November 2026' })).toBeNull());
    expect(rowsOf(daySection('Tuesday 24 November 2026'))).toHaveLength(1);
    expect(allDays.disabled).toBe(false);

    fireEvent.click(allDays);
    await waitFor(() => expect(lastPlanCall(calls).searchParams.has('startDate')).toBe(false));
    expect(await screen.findByRole('heading', { name: 'Monday 23 November 2026' })).toBeTruthy();
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('');
  });

  it('says when no plan is left, and when none starts on the day chosen', async () => {
    renderPlans({ lines: [] });
    expect(await screen.findByText('No upcoming plans.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-25' } });
    expect(await screen.findByText('No plans start on this day.')).toBeTruthy();
    expect(screen.queryByText('No upcoming plans.')).toBeNull();
  });

  it('pages on the server and starts a newly chosen day on its first page', async () => {
    const calls = renderPlans({ total: 34 });
    await screen.findByRole('heading', { name: 'Monday 23 November 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastPlanCall(calls).searchParams.get('range')).toBe('[10,19]'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-23' } });
    await waitFor(() => expect(lastPlanCall(calls).searchParams.get('startDate')).toBe(String(sast(23, 0))));
    expect(lastPlanCall(calls).searchParams.get('range')).toBe('[0,9]');
  });

  it('sorts the whole list on the server from a column header', async () => {
    const calls = renderPlans();
    await screen.findByRole('heading', { name: 'Monday 23 November 2026' });
    const tagHeader = within(daySection('Monday 23 November 2026'))
      .getAllByRole('columnheader')
      .find((header) => header.textContent === 'Tag') as HTMLElement;
    fireEvent.click(within(tagHeader).getByRole('button'));
    await waitFor(() => expect(lastPlanCall(calls).searchParams.get('sort')).toBe('["name","ASC"]'));
  });

  it('searches on the server with the text typed', async () => {
    const calls = renderPlans();
    await screen.findByRole('heading', { name: 'Monday 23 November 2026' });
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'gate' } });
    await waitFor(() =>
      expect(JSON.parse(lastPlanCall(calls).searchParams.get('filter') ?? '{}')).toEqual({ siteId: 4, q: 'gate' }),
    );
  });
});
