// @vitest-environment jsdom
/**
 * The portal's Today keeps itself up to date: GET /api/v1/portal/sites read again every PORTAL_TODAY_REFRESH_MS while
 * the page is visible and at once when it is shown again, the figures staying up while it reads, and kept with when
 * they were read when a read fails. The server is a stub of fetch; the clock is vitest's.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PORTAL_TODAY_REFRESH_MS } from '../../contract/constants';
import type { PortalSite } from '../../contract/portal';
import { Today } from './Sections';
import { TEXT } from './text';
import { clockIn, ZoneContext } from './zone';

const ZONE = 'Africa/Johannesburg';
/** 2026-11-30 12:31:40 UTC: 14:31 in Johannesburg; 30 s on, 14:32. */
const START = Date.UTC(2026, 10, 30, 12, 31, 40);

const site = (done: number): PortalSite => ({
  id: 7,
  name: 'Rosebank Mall',
  address: null,
  today: { planned: 6, done, inProgress: 1, missed: 0, missedCheckpoints: [] },
  lastGuard: { name: 'Bongani Khumalo', seenAt: START / 1000 - 60 },
});

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let answers: Answer[] = [];
let reads = 0;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  answers = [];
  reads = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/api/v1/portal/sites');
    reads += 1;
    const { status, body } = await (answers.shift() ?? { status: 500, body: { message: 'No answer left' } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Back to jsdom's own (a visible page).
  Reflect.deleteProperty(document, 'visibilityState');
});

/** Runs the fake clock on (and lets the answers it brings in settle). */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const show = async () => {
  render(
    <ZoneContext.Provider value={ZONE}>
      <Today />
    </ZoneContext.Provider>,
  );
  await wait(0);
};
const done = () => within(screen.getByRole('region', { name: 'Rosebank Mall' })).getByText(TEXT.done).nextSibling;
const at = (ms: number) => clockIn(ms / 1000, ZONE, ms / 1000);

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

it('reads Today again every 30 s, the figures staying up while it reads; a failed read keeps them and says so', async () => {
  answers.push({ status: 200, body: [site(2)] });
  await show();
  expect(done()?.textContent).toBe('2');
  expect(screen.getByText(TEXT.updated(at(START)))).toBeTruthy();

  let answer: (value: { status: number; body: unknown }) => void = () => {};
  answers.push(new Promise((resolve) => (answer = resolve)));
  await wait(PORTAL_TODAY_REFRESH_MS - 1);
  expect(reads).toBe(1);
  await wait(1);
  expect(reads).toBe(2);
  // Read, not yet answered: the figures stay, no 'Loading…' over them.
  expect(screen.queryByText(TEXT.loading)).toBeNull();
  expect(done()?.textContent).toBe('2');
  await act(async () => answer({ status: 200, body: [site(3)] }));
  expect(done()?.textContent).toBe('3');
  const secondRead = START + PORTAL_TODAY_REFRESH_MS;
  expect(at(secondRead)).not.toBe(at(START));
  expect(screen.getByText(TEXT.updated(at(secondRead)))).toBeTruthy();

  answers.push({ status: 503, body: { message: 'The server is busy.' } });
  await wait(PORTAL_TODAY_REFRESH_MS);
  expect(reads).toBe(3);
  expect(done()?.textContent).toBe('3');
  expect(screen.getByRole('alert').textContent).toBe(TEXT.notUpdated(at(secondRead), 'The server is busy.'));
  expect(screen.getByRole('alert').textContent).toMatch(/could not be updated/);
  expect(screen.queryByText(/^Updated/)).toBeNull();

  // The next read that works brings the figures up to date again.
  answers.push({ status: 200, body: [site(4)] });
  await wait(PORTAL_TODAY_REFRESH_MS);
  expect(done()?.textContent).toBe('4');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText(TEXT.updated(at(START + 3 * PORTAL_TODAY_REFRESH_MS)))).toBeTruthy();
});

it('reads nothing while the page is hidden, and reads at once when it is shown again', async () => {
  answers.push({ status: 200, body: [site(2)] });
  await show();
  setVisibility('hidden');
  await wait(5 * PORTAL_TODAY_REFRESH_MS);
  expect(reads).toBe(1);

  answers.push({ status: 200, body: [site(5)] });
  setVisibility('visible');
  await wait(0);
  expect(reads).toBe(2);
  expect(done()?.textContent).toBe('5');
  expect(screen.getByText(TEXT.updated(at(START + 5 * PORTAL_TODAY_REFRESH_MS)))).toBeTruthy();
  // And every 30 s from then on.
  answers.push({ status: 200, body: [site(6)] });
  await wait(PORTAL_TODAY_REFRESH_MS);
  expect(reads).toBe(3);
  expect(done()?.textContent).toBe('6');
});
