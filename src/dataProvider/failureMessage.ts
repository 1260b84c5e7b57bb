import { HttpError } from 'react-admin';

/**
 * What to tell the user when a call of the site area fails: the server's own message for a refused request
 * (4xx, already in the contract's words), else the screen's message from the spec's error catalogue.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
