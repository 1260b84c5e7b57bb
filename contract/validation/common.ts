/** Building blocks of the validation schemas. */
import { z } from 'zod';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const id = z.number().int().positive();
/**
 * A record's own id in an upsert: absent, 0 or null makes a new record (spec part 2 §2: '0 or empty for new'); a
 * positive id updates that record.
 */
export const upsertId = z
  .number()
  .int()
  .nonnegative()
  .nullable()
  .optional()
  .transform((value) => value || undefined)
  .describe('Absent, 0 or null: a new record; a positive id: update that record');
export const text = (message: string) => z.string({ error: message }).trim();
/** Required text: empty or missing gives `message`. */
export const required = (message: string) => text(message).min(1, { error: message });
export const lengthBetween = (min: number, max: number, tooShort: string, tooLong: string) =>
  text(tooShort).min(min, { error: tooShort }).max(max, { error: tooLong });
export const email = (message: string, max = 300) =>
  text(message).max(max, { error: message }).regex(EMAIL_PATTERN, { error: message });
export const removeById = z.strictObject({ id });

/**
 * Fields a GET answers that the server alone sets (names it looks up, a contact's Telegram link): the matching POST
 * takes them back unchanged and ignores them (read-only), so a record read can be saved as it was read. A field
 * nobody answers is still refused (`Unknown field: x.`), so a typo stays visible.
 */
export function readOnly<const K extends string>(...keys: K[]) {
  const field = z
    .unknown()
    .transform((): undefined => undefined)
    .optional()
    .meta({ readOnly: true, description: 'Read-only: answered by GET, taken back and ignored on POST' });
  return Object.fromEntries(keys.map((key) => [key, field])) as Record<K, typeof field>;
}

/** The fields a client sends in a body: every field of its schema but the read-only ones. */
export const writableFields = (schema: z.ZodObject): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).meta()?.readOnly)
    .map(([key]) => key);
