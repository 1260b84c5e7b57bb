/** Errors a handler throws; the central error handler turns them into `{ message }` with their status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the answer, e.g. Retry-After with a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 429 with the seconds to wait in Retry-After. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** PostgreSQL's unique-violation code, as raised by both pg and PGlite. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const pgError = e as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/**
 * A value the database cannot take (a number beyond its integer range, text that is no uuid):
 * bad input, not a server fault. Answers PostgreSQL's own wording, or undefined for any other error.
 */
export function databaseInputError(error: unknown): string | undefined {
  const e = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; message?: string };
  return e?.code === '22003' || e?.code === '22P02' ? e.message : undefined;
}
