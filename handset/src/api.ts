/**
 * The handset API client, typed from the contract (contract/handset.ts, contract/activation.ts, contract/chat.ts;
 * the same schemas the OpenAPI document at /api/docs/json is made from). Type imports only: no schema code ships.
 */
import type { ActivateAnswer } from '../../contract/activation';
import type { ChatMessage } from '../../contract/chat';
import { APP_INSTANCE_HEADER, TOKEN_HEADER } from '../../contract/constants';
import type { CurrentUser } from '../../contract/entities';
import type { EventResult, HandsetAlertsAnswer } from '../../contract/handset';
import type { HandsetPatrols } from '../../contract/handsetPatrols';
import type { HandsetWelfare } from '../../contract/welfare';
import { CallFailed, type OutgoingEvent } from './outbox';
import type { Session } from './session';
import { TEXT } from './text';

async function call<T>(
  path: string,
  init: RequestInit,
  session?: Partial<Session>,
): Promise<{ body: T; token: string | null }> {
  const headers = new Headers(init.headers);
  if (session?.token) headers.set(TOKEN_HEADER, session.token);
  if (session?.appInstanceId) headers.set(APP_INSTANCE_HEADER, session.appInstanceId);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`/api/v1/${path}`, { ...init, headers });
  } catch {
    throw new CallFailed(0, TEXT.noNetwork);
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new CallFailed(response.status, (body as { message?: string }).message ?? response.statusText, retryAfter);
  }
  return { body: body as T, token: response.headers.get(TOKEN_HEADER) };
}

export async function signIn(emailAddress: string, password: string) {
  const { token } = await call('login', { method: 'POST', body: JSON.stringify({ emailAddress, password }) });
  if (!token) throw new CallFailed(500, TEXT.noSession);
  const { body: me } = await call<CurrentUser>('employee/me', { method: 'GET' }, { token });
  return { token, me };
}

export const activate = (session: Session, code: string) =>
  call<ActivateAnswer>(
    'handset/activate',
    { method: 'POST', body: JSON.stringify({ code, appInstanceId: session.appInstanceId }) },
    { token: session.token },
  ).then((answer) => answer.body);

export const sendEvents = (session: Session, events: OutgoingEvent[]) =>
  call<{ results: EventResult[] }>(
    'handset/events',
    { method: 'POST', body: JSON.stringify({ events }) },
    session,
  ).then((answer) => answer.body.results);

export async function uploadPhoto(session: Session, photo: Blob) {
  const form = new FormData();
  form.append('file', photo, photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
  const answer = await call<{ imageUrl: string }>('handset/photo', { method: 'POST', body: form }, session);
  return answer.body.imageUrl;
}

export const siteTags = (session: Session) =>
  call<{ serialNumber: string; name: string }[]>('handset/tags', { method: 'GET' }, session).then((a) => a.body);

export const readChat = (session: Session, afterId?: number) =>
  call<{ messages: ChatMessage[]; hasMore: boolean }>(
    `handset/chat${afterId ? `?afterId=${afterId}` : ''}`,
    { method: 'GET' },
    session,
  ).then((answer) => answer.body);

/** A stored file (a chat photo) as an object URL: files are served only with the session's token. */
export async function fileUrl(session: Session, path: string) {
  const response = await fetch(path, { headers: { [TOKEN_HEADER]: session.token } });
  if (!response.ok) throw new CallFailed(response.status, response.statusText);
  return URL.createObjectURL(await response.blob());
}

/** The device's own alerts with their answers, the guard's duty and the control room's number. */
export const readAlerts = (session: Session) =>
  call<HandsetAlertsAnswer>('handset/alerts', { method: 'GET' }, session).then((answer) => answer.body);

export const handsetPatrols = (session: Session) =>
  call<HandsetPatrols>('handset/patrols', { method: 'GET' }, session).then((answer) => answer.body);

export const handsetWelfare = (session: Session) =>
  call<HandsetWelfare>('handset/welfare', { method: 'GET' }, session).then((answer) => answer.body);
