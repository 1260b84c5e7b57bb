/**
 * Journeys of the Attendance page (spec part 2 §2): the demo guard's handset clocks in with a photo, clocks out,
 * and clocks in again without clocking out; the admin finds the shifts of the guard's site, opens the photo and
 * meets the date range rules; a controller reads the same page.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { picture } from '../server/src/db/demo/picture';
import { dayText } from '../src/common/dayField/dayText';
import { openConsole, postHandsetEvents, screenshot, startJourney, uploadHandsetPhoto } from './harness';

const journey = startJourney();

const DAY = 86_400;
/** 00:00 UTC of yesterday: the default range (yesterday and today) holds its shift hours whenever the journey runs. */
const yesterday = Math.floor(Date.now() / 1000 / DAY) * DAY - DAY;
const at = (hours: number, minutes = 0) => yesterday + hours * 3_600 + minutes * 60;
const isoDayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
/** South African time (UTC+2), as the console shows it in the consoles below. */
const sast = (epochSeconds: number) => {
  const iso = new Date((epochSeconds + 2 * 3_600) * 1000).toISOString();
  return `${iso.slice(11, 16)} ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

const clock = (clockType: 'clockIn' | 'clockOut', sentAt: number, extra: Record<string, unknown> = {}) => ({
  type: 'attendance',
  clockType,
  eventGuid: randomUUID(),
  sentAt,
  ...extra,
});

/** Types a day into a day-first date field (dd/mm/yyyy). */
const setDay = (page: Page, label: string, day: string) => page.getByLabel(label).fill(dayText(day));

async function chooseSite(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name }).click();
  // The menu fades out before it leaves the page.
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

const rowTexts = (row: Locator) => row.getByRole('cell').allTextContents();
const shiftRows = (page: Page) => page.locator('tbody tr').filter({ hasText: 'Bongani' });

beforeAll(async () => {
  const imageUrl = await uploadHandsetPhoto(journey.server.url, picture(3));
  await postHandsetEvents(journey.server.url, [
    clock('clockIn', at(6), { imageUrl }),
    clock('clockOut', at(15, 30)),
    clock('clockIn', at(18)),
  ]);
});

describe('attendance', () => {
  it("shows the admin the guard's shifts, the clock-in photo, and refuses a range the rules forbid", async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await page.getByRole('menuitem', { name: 'Attendance' }).click();
    await page.waitForURL('**/company/attendance');
    await page.getByText('Choose a site to see who clocked in and out there.').waitFor();
    await expect(page.getByLabel('Start Date').inputValue()).resolves.toBe(dayText(isoDayOf(yesterday)));
    await expect(page.getByLabel('End Date').inputValue()).resolves.toBe(dayText(isoDayOf(yesterday + DAY)));
    await screenshot(page, 'attendance-1-choose-site');

    await chooseSite(page, 'Sandton Office Park');
    await expect.poll(() => shiftRows(page).count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Employee Name',
      'Employee Surname',
      'Site',
      'User Role',
      'Clock In Time',
      'Clock Out Time',
      'Hours',
    ]);
    const [first, second] = [shiftRows(page).nth(0), shiftRows(page).nth(1)];
    expect(await rowTexts(first)).toEqual([
      'Bongani',
      'Khumalo',
      'Sandton Office Park',
      'Security Guard',
      // The simulated handset sends no position with its clocks (and none in the 5 minutes before).
      `${sast(at(6))}no position`,
      `${sast(at(15, 30))}no position`,
      '9 h 30 min',
    ]);
    expect(await rowTexts(second)).toEqual([
      'Bongani',
      'Khumalo',
      'Sandton Office Park',
      'Security Guard',
      `${sast(at(18))}no position`,
      'No Clock Out Found',
      '',
    ]);
    await expect(second.getByRole('button').count()).resolves.toBe(0);
    await page.getByRole('combobox', { name: /Rows per page/ }).waitFor();
    await screenshot(page, 'attendance-2-shifts-1440');

    await page.getByLabel('End Date').hover();
    await page.getByRole('tooltip', { name: 'Date starts at shift time (04:00)' }).waitFor();
    await screenshot(page, 'attendance-3-tooltip');

    await first.getByRole('button', { name: 'Show the clock-in picture of Bongani Khumalo' }).click();
    const dialog = page.getByRole('dialog', { name: `Clock in picture: Bongani Khumalo, ${sast(at(6))}` });
    const photo = dialog.getByRole('img', { name: 'Clock in picture of Bongani Khumalo' });
    await photo.waitFor();
    await page.waitForFunction((image) => (image as HTMLImageElement | null)?.complete, await photo.elementHandle());
    expect(
      await photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.src.startsWith('blob:')]),
    ).toEqual([160, true]);
    await screenshot(page, 'attendance-4-photo');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await setDay(page, 'Start Date', isoDayOf(yesterday + DAY));
    await page.getByText(MESSAGES.attendance.sameDates).waitFor();
    await expect(shiftRows(page).count()).resolves.toBe(0);
    await setDay(page, 'Start Date', isoDayOf(yesterday - 7 * DAY));
    await page.getByText(MESSAGES.attendance.tooLong).waitFor();
    await screenshot(page, 'attendance-5-range-refused');
    await setDay(page, 'Start Date', isoDayOf(yesterday - 5 * DAY));
    await expect.poll(() => shiftRows(page).count(), { timeout: 15_000 }).toBe(2);

    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'attendance-6-shifts-1024');

    await chooseSite(page, 'All sites');
    await expect.poll(() => shiftRows(page).count(), { timeout: 15_000 }).toBe(2);
    expect((await rowTexts(shiftRows(page).nth(0))).slice(2, 3)).toEqual(['Sandton Office Park']);
    // The table fits at 1024 px: neither the page nor the table's card scrolls sideways.
    const overflow = () =>
      page.evaluate(() => {
        const scrolled: number[] = [];
        for (let box = document.querySelector('table')?.parentElement; box; box = box.parentElement)
          scrolled.push(box.scrollWidth - box.clientWidth);
        return Math.max(...scrolled, document.documentElement.scrollWidth - window.innerWidth);
      });
    await expect(overflow()).resolves.toBe(0);
    // No heading or cell is cut: each shows all its text ('Hours' too).
    const cut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table th, table td')]
          .filter((cell) => cell.scrollWidth > cell.clientWidth)
          .map((cell) => cell.textContent),
      );
    await expect(cut()).resolves.toEqual([]);
    await page.mouse.move(0, 0);
    await screenshot(page, 'attendance-8-all-sites-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'attendance-9-all-sites-1440');
  });

  it('lets a controller read the same shifts', async () => {
    const page = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${journey.server.url}/company/attendance`);
    await chooseSite(page, 'Sandton Office Park');
    await expect.poll(() => shiftRows(page).count(), { timeout: 15_000 }).toBe(2);
    await expect(shiftRows(page).nth(0).getByRole('cell').nth(5).textContent()).resolves.toBe(
      `${sast(at(15, 30))}no position`,
    );
    await screenshot(page, 'attendance-7-controller-1024');
  });
});
