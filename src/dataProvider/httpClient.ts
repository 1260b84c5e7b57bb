import { fetchUtils, HttpError } from 'react-admin';
import { TOKEN_HEADER } from '../../contract/constants';
import { session } from '../authProvider/session';
import { config } from '../config';
import { errorMessage } from './errorMessage';
import { UNREACHABLE_KEY } from './unreachable';

export interface HttpResult {
  status: number;
  headers: Headers;
  json: unknown;
}

export const apiUrl = (path: string): string => `${config().apiUrl}/api/v1/${path.replace(/^\//, '')}`;

export interface HttpOptions extends fetchUtils.Options {
  /** Gives up after this long without an answer, as a call that reached no server (status 0). */
  timeoutMs?: number;
}

/** JSON over HTTP with the session token; failures become an HttpError carrying the server's message. */
export async function httpClient(path: string, { timeoutMs, ...options }: HttpOptions = {}): Promise<HttpResult> {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  const timeout = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  const signal = timeout && options.signal ? AbortSignal.any([options.signal, timeout]) : (timeout ?? options.signal);
  headers.set('Accept', 'application/json');
  const token = session.token();
  if (token) headers.set(TOKEN_HEADER, token);
  try {
    const {
      status,
      headers: responseHeaders,
      json,
    } = await fetchUtils.fetchJson(apiUrl(path), {
      ...options,
      headers,
      signal,
    });
    return { status, headers: responseHeaders, json };
  } catch (error) {
    if (timeout?.aborted) throw new HttpError(UNREACHABLE_KEY, 0);
    if (options.signal?.aborted) throw error;
    throw toHttpError(error);
  }
}

export const postJson = (path: string, body: unknown, options: HttpOptions = {}): Promise<HttpResult> =>
  httpClient(path, { ...options, method: 'POST', body: JSON.stringify(body) });

/** The JSON answer of a GET, as the spec describes it. */
export const getJson = async <T>(path: string): Promise<T> => (await httpClient(path)).json as T;

/** A value as one segment of a path. */
export const pathPart = (value: string | number) => encodeURIComponent(String(value));

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) {
    const message = errorMessage({ status: error.status, body: error.body, error: { message: error.message } });
    return new HttpError(message, error.status, error.body);
  }
  // fetch rejects with a TypeError when no answer came at all (the server or the network is down).
  return new HttpError(error instanceof TypeError ? UNREACHABLE_KEY : errorMessage({ error }), 0);
}
