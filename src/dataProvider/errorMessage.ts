import { MESSAGES } from '../../contract/messages';

/** i18n key for status 477 (spec part 1 §8). */
export const COMPLETE_DETAIL_KEY = 'patrol.messages.request.completeDetail';

interface FailedResponse {
  status?: number;
  statusText?: string;
  body?: unknown;
  error?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The message of a failed call, taken in the spec's order (part 1 §8): the body's message, the status text,
 * the error's message, the body's text and details, the error's description, the body itself; else a fallback.
 */
export function errorMessage({ status, statusText, body, error }: FailedResponse): string {
  if (status === 477) return text(field(body, 'message')) ?? COMPLETE_DETAIL_KEY;
  const bodyText = [text(field(body, 'text')), text(field(body, 'details'))].filter(Boolean).join(' ');
  return (
    text(field(body, 'message')) ??
    text(statusText) ??
    text(field(error, 'message')) ??
    text(bodyText) ??
    text(field(error, 'description')) ??
    text(body) ??
    MESSAGES.request.serverError
  );
}
