/** Dates and times a client sends: a day written YYYY-MM-DD, and epoch seconds, both within DATE_RANGE. */
import { z } from 'zod';
import { DATE_RANGE, EPOCH_SECONDS_RANGE } from '../constants';
import { fill, MESSAGES } from '../messages';

/**
 * Whole epoch seconds within DATE_RANGE; `field` is named in the message. `coerce` reads a query
 * string's text as a number.
 */
export function epochSecondsInput(field: string, { coerce = false } = {}) {
  const error = fill(MESSAGES.request.epochOutOfRange, { field, ...DATE_RANGE });
  return (coerce ? z.coerce.number({ error }) : z.number({ error }))
    .int({ error })
    .min(EPOCH_SECONDS_RANGE.min, { error })
    .max(EPOCH_SECONDS_RANGE.max, { error })
    .describe(`Epoch seconds, ${DATE_RANGE.from} to ${DATE_RANGE.to}`);
}

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A real day written YYYY-MM-DD (`invalid` otherwise), within DATE_RANGE. */
export const day = (invalid: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid })
    .refine(isRealDay, { error: invalid })
    .refine((value) => value >= DATE_RANGE.from && value <= DATE_RANGE.to, {
      error: fill(MESSAGES.request.dayOutOfRange, DATE_RANGE),
    })
    .describe(`YYYY-MM-DD, ${DATE_RANGE.from} to ${DATE_RANGE.to}`);
