/** The date-range rules tracking and attendance share (spec part 2 §5), run against one endpoint. */
import { expect, it } from 'vitest';
import type { ShiftRangeRules } from '../../../contract/shiftRange';
import { utcDay } from '../../../contract/shiftRange';

const DAY = 86_400;

export function itKeepsShiftRangeRules(
  messages: Required<ShiftRangeRules['messages']>,
  send: (startDate: number, endDate: number) => Promise<{ statusCode: number; json(): unknown }>,
) {
  const today = utcDay(Date.now() / 1000);
  it.each([
    ['the same day', 0, 0, messages.sameDates],
    ['two moments of the same day', 3600, 7200, messages.sameDates],
    ['a start after the end', 0, -DAY, messages.startAfterEnd],
    ['an end after today', -DAY, DAY, messages.endAfterToday],
    ['eight days', -7 * DAY, 0, messages.tooLong],
  ])('refuses %s with 400', async (_label, start, end, message) => {
    const response = await send(today + start, today + end);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes seven days ending today', async () => {
    expect((await send(today - 6 * DAY, today)).statusCode).toBe(200);
  });
}
