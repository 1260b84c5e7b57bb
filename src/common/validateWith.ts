import type { z } from 'zod';

export type FormErrors = Record<string, string>;

/** Runs a contract schema over form values and gives react-admin one message per field (the first issue). */
export function validateWith(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== undefined && !(String(field) in errors)) errors[String(field)] = issue.message;
  }
  return errors;
}

/** The first message of a validation, for forms that report in the snackbar. */
export const firstError = (errors: FormErrors): string | undefined => Object.values(errors)[0];
