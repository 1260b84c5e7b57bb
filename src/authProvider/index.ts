import type { AuthProvider } from 'react-admin';
import { TOKEN_HEADER } from '../../contract/constants';
import type { CurrentUser } from '../../contract/entities';
import { MESSAGES } from '../../contract/messages';
import type { LoginAnswer } from '../../contract/twoFactor';
import { httpClient, postJson } from '../dataProvider/httpClient';
import { landingPath, PATHS } from '../routes';
import { canAccess } from './canAccess';
import { session } from './session';
import { signOutReason } from './signOutReason';
import { isTokenExpired } from './tokenExpiry';

export interface Credentials {
  emailAddress: string;
  password: string;
}
/** The second step of a sign-in with two-factor on: the code (or a recovery code) with the password step's token. */
export interface SecondFactorCode {
  secondFactorToken: string;
  code: string;
}
/** A session a forced enrolment opened (its confirmation answered the token). */
export interface EnrolledSession {
  sessionToken: string;
}

/**
 * The password was right and a second step follows: 'code' asks for the code with `secondFactorToken`; 'enrol' (the
 * company requires two-factor sign-in) enrols first, with the enrol-only token kept as the session's token meanwhile.
 */
export class SecondFactorStep extends Error {
  constructor(
    readonly step: 'code' | 'enrol',
    readonly secondFactorToken = '',
  ) {
    super(step);
  }
}

/** To Sign In; react-admin shows no snackbar of its own: the Sign In page says why (SignOutNotice). */
const signedOut = () => ({ redirectTo: PATHS.login, message: false as const });

/** The session ended without the user signing out: remember why, for the Sign In page. */
function sessionEnded(message: string) {
  if (session.token()) signOutReason.remember(message);
  return signedOut();
}

/** Keeps the session token, then the employee and company it signs in. */
async function signIn(token: string | null) {
  session.setToken(token);
  const { json } = await httpClient('employee/me');
  const employee = json as CurrentUser;
  if (employee.role === 'default') {
    session.clear();
    throw new Error(MESSAGES.auth.consoleOnly);
  }
  session.setEmployee(employee);
  if (employee.role !== 'SYS_ADMIN') {
    session.selectCompany({ id: employee.companyId, name: employee.companyName, timeZone: employee.companyTimeZone });
  }
  return { redirectTo: landingPath(employee.role) };
}

/** Whether this page load has checked the session yet: its first check is the console being opened. */
let checked = false;

/**
 * Sign-in with the spec's login call; the token, the employee and the company are kept in the session.
 * A 401 or an expired token rejects checkError/checkAuth; react-admin then calls logout, which clears the session,
 * and the Sign In page says why ('Please log in again. Session expired.').
 */
export const authProvider: AuthProvider = {
  async login(params: Credentials | SecondFactorCode | EnrolledSession) {
    if ('sessionToken' in params) return signIn(params.sessionToken);
    if ('code' in params) {
      const { headers } = await postJson('login/secondFactor', params);
      return signIn(headers.get(TOKEN_HEADER));
    }
    session.clear();
    signOutReason.clear();
    const { headers, json } = await postJson('login', params);
    const answer = json as LoginAnswer;
    if (answer.secondFactor === 'code') throw new SecondFactorStep('code', answer.secondFactorToken);
    if (answer.secondFactor === 'enrol') {
      session.setToken(headers.get(TOKEN_HEADER));
      throw new SecondFactorStep('enrol');
    }
    return signIn(headers.get(TOKEN_HEADER));
  },
  /** Ends the session on the server too (every token and live connection of the user), then forgets it here. */
  async logout() {
    const token = session.token();
    if (token && !isTokenExpired(token)) await postJson('logout', {}).catch(() => undefined);
    session.clear();
    return PATHS.login;
  },
  async checkAuth(params) {
    const opening = !checked;
    checked = true;
    const token = session.token();
    if (!token || !session.employee()) {
      // A console address opened with no session says so on Sign In (spec part 2 §8 'No token'); the Sign In page's
      // own check, and a check after the user signed out, say nothing.
      if (opening && !params?.signInPage && !signOutReason.read()) signOutReason.remember(MESSAGES.auth.missingToken);
      throw signedOut();
    }
    if (isTokenExpired(token)) throw sessionEnded(MESSAGES.auth.expiredToken);
  },
  async checkError(error: { status?: number; message?: string }) {
    if (error?.status === 401) throw sessionEnded(error.message || MESSAGES.auth.expiredToken);
  },
  async getIdentity() {
    const employee = session.employee();
    if (!employee) throw signedOut();
    return {
      id: employee.id,
      fullName: `${employee.name} ${employee.surname}`,
      role: employee.role,
      companyName: session.company()?.name ?? employee.companyName,
    };
  },
  async getPermissions() {
    return session.role();
  },
  async canAccess({ resource, action }) {
    return canAccess(session.role(), { resource, action });
  },
};
