/**
 * The portal's API client: /api/v1/portal/* only, with the client's session in x-access-token. Type imports only from
 * the contract: no schema code ships.
 */
import { TOKEN_HEADER } from '../../contract/constants';
import type { CheckpointsResult } from '../../contract/integrity';
import type { PortalAlert, PortalIncident, PortalPreferences, PortalSite, PortalSla } from '../../contract/portal';
import type { PortalCopyResult } from '../../contract/portalCopy';

const KEY = 'portal.session';

export class CallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const session = {
  get: () => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
};

/** A portal call with the session; a refusal thrown with the server's own message. */
export async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = session.get();
  if (token) headers.set(TOKEN_HEADER, token);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`/api/v1/portal/${path}`, { ...init, headers });
  if (response.ok) return response;
  const body = await response.json().catch(() => ({}));
  throw new CallFailed(response.status, (body as { message?: string }).message ?? response.statusText);
}

export async function call<T>(path: string, init: RequestInit = {}): Promise<{ body: T; token: string | null }> {
  const response = await send(path, init);
  const body = (await response.json().catch(() => ({}))) as T;
  return { body, token: response.headers.get(TOKEN_HEADER) };
}

export interface Me {
  name: string;
  companyName: string;
  /** The company's colour for its portal (#rrggbb), or null for the portal's own. */
  portalColour: string | null;
  /** The company's time zone (IANA); the portal's default when an older server leaves it out. */
  timeZone?: string;
}

/** Exchanges a sign-in link's token for a session, kept in this browser. */
export async function exchange(token: string): Promise<Me> {
  const answer = await call<Me>('session', { method: 'POST', body: JSON.stringify({ token }) });
  if (answer.token) session.set(answer.token);
  return answer.body;
}

export const askForLink = (emailAddress: string) =>
  call<{ message: string }>('link', { method: 'POST', body: JSON.stringify({ emailAddress }) }).then((a) => a.body);

export async function load() {
  const [me, incidents, alerts] = await Promise.all([
    call<Me>('me'),
    call<PortalIncident[]>('incidents'),
    call<PortalAlert[]>('alerts'),
  ]);
  return { me: me.body, incidents: incidents.body, alerts: alerts.body };
}
export type Loaded = Awaited<ReturnType<typeof load>>;

/** Each of the client's sites with its Today (read by the Today section, and again while the page is in sight). */
export const sites = () => call<PortalSite[]>('sites').then((answer) => answer.body);

/** Photo `index` (from 0) of an approved incident of the client's sites, as an image the page can show. */
export const incidentPhoto = (incidentId: number, index: number) =>
  send(`incidents/${incidentId}/photos/${index}`).then((r) => r.blob());

/** The signed checkpoints of the client's sites made in [startDate, endDate) (epoch seconds): its own copy. */
export const checkpoints = (startDate: number, endDate: number) =>
  call<CheckpointsResult>(
    `checkpoints?${new URLSearchParams({ startDate: String(startDate), endDate: String(endDate) })}`,
  ).then((answer) => answer.body);

/** 'Check a copy you kept': the file's text sent as it is, for the server to read (and to refuse in words). */
export const checkCopy = (text: string) =>
  call<PortalCopyResult>('checkpoints/check', { method: 'POST', body: text }).then((answer) => answer.body);

/** The monthly SLA sheet of the client's sites (`month` YYYY-MM). */
export const slaSheet = (month: string) =>
  call<PortalSla>(`sla?${new URLSearchParams({ month })}`).then((answer) => answer.body);

/** The same sheet as a PDF. */
export const slaPdf = (month: string) => send(`sla.pdf?${new URLSearchParams({ month })}`).then((r) => r.blob());
/** Which messages the client wants, as the server has them stored. */
export const preferences = () => call<PortalPreferences>('preferences').then((a) => a.body);
/** Turns kinds of message on or off; answers every kind as the server now has it. */
export const savePreferences = (changes: Partial<PortalPreferences>) =>
  call<PortalPreferences>('preferences', { method: 'POST', body: JSON.stringify(changes) }).then((a) => a.body);
