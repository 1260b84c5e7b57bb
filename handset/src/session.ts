/** What the phone remembers between openings: the sign-in, the app instance id it made, and the device it became. */
export interface Session {
  token: string;
  appInstanceId: string;
  guardName: string;
  /** The company's time zone (IANA), from the sign-in: the app writes its times on the company's clock. */
  timeZone?: string;
  device?: { id: number; deviceName: string; siteName: string };
}

const KEY = 'patrol-handset';

export function loadSession(): Partial<Session> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Session>;
  } catch {
    return {};
  }
}

export function saveSession(session: Partial<Session>) {
  localStorage.setItem(KEY, JSON.stringify(session));
}

/** The app instance id, made once per phone (kept through sign-outs: the device keeps it). */
export function appInstanceId(session: Partial<Session>) {
  return session.appInstanceId ?? `web-${crypto.randomUUID()}`;
}
