import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import {
  type Answer,
  follow,
  thandi as me,
  renderLoginPage,
  serveByPath,
  callsTo as to,
  typeInto as type,
  where,
} from '../../test/loginPage';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { ResetPasswordPage } from './ResetPasswordPage';

/** The sign-in calls: login answers the token in its header, employee/me who signed in. */
function serve(
  at: string,
  answers: { login?: () => Answer; role?: string; reset?: () => Answer; resetWeb?: () => Answer },
) {
  if (at === '/api/v1/login') {
    return answers.login?.() ?? { body: { employeeId: 2 }, headers: { 'x-access-token': 'jwt-1' } };
  }
  if (at === '/api/v1/employee/me') return { body: me(answers.role ?? 'ADMIN') };
  if (at === '/api/v1/profile/resetPassword') return answers.reset?.() ?? { body: { message: 'sent' } };
  if (at === '/api/v1/profile/resetPasswordWeb') return answers.resetWeb?.() ?? { body: { message: 'updated' } };
  return undefined;
}

function renderLogin(answers: Parameters<typeof serve>[1] = {}) {
  return renderLoginPage((at) => serve(at, answers));
}

const signIn = (emailAddress: string, password: string) => {
  type('Email address', emailAddress);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('Sign In', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    where.path = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs an admin in with the e-mail as typed but trimmed, keeps the session and opens the alerts', async () => {
    const calls = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    signIn('  admin@guardforce.co.za ', 'Patrol123!');
    await waitFor(() => expect(where.path).toBe(PATHS.alerts));
    expect(to(calls, '/api/v1/login')[0].body).toEqual({
      emailAddress: 'admin@guardforce.co.za',
      password: 'Patrol123!',
    });
    expect(to(calls, '/api/v1/employee/me')[0].headers.get('x-access-token')).toBe('jwt-1');
    expect(session.role()).toBe('ADMIN');
    expect(session.company()).toEqual({ id: 3, name: 'GuardForce Security Services' });
  });

  it('opens the companies for a sys-admin', async () => {
    renderLogin({ role: 'SYS_ADMIN' });
    await screen.findByRole('heading', { name: 'Sign In' });
    signIn('sysadmin@patrol.local', 'Patrol123!');
    await waitFor(() => expect(where.path).toBe(PATHS.companies));
  });

  it.each([
    ['an empty password', 'admin@guardforce.co.za', '', MESSAGES.auth.fillAllFields],
    ['an empty e-mail', ' ', 'Patrol123!', MESSAGES.auth.fillAllFields],
    ['an e-mail that is no address', 'admin.guardforce', 'Patrol123!', MESSAGES.auth.invalidEmail],
  ])('says what is wrong with %s and asks the server nothing', async (_case, emailAddress, password, message) => {
    const calls = renderLogin();
    await screen.findByRole('heading', { name: 'Sign In' });
    signIn(emailAddress, password);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(to(calls, '/api/v1/login')).toEqual([]);
    expect(where.path).toBe(PATHS.login);
  });

  it("shows the server's refusal and lets the user try again", async () => {
    let refuse = true;
    renderLogin({
      login: () =>
        refuse
          ? { status: 401, body: { message: MESSAGES.auth.wrongCredentials } }
          : { body: { employeeId: 2 }, headers: { 'x-access-token': 'jwt-2' } },
    });
    await screen.findByRole('heading', { name: 'Sign In' });
    signIn('admin@guardforce.co.za', 'wrong');
    expect(await screen.findByText(MESSAGES.auth.wrongCredentials)).toBeTruthy();
    expect(session.token()).toBeNull();
    const button = screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    refuse = false;
    signIn('admin@guardforce.co.za', 'Patrol123!');
    await waitFor(() => expect(where.path).toBe(PATHS.alerts));
    expect(session.token()).toBe('jwt-2');
  });

  it('tells a security guard the account is for handsets only, and keeps no session', async () => {
    renderLogin({ role: 'default' });
    await screen.findByRole('heading', { name: 'Sign In' });
    signIn('bongani.khumalo@guardforce.co.za', 'Patrol123!');
    expect(await screen.findByText(MESSAGES.auth.consoleOnly)).toBeTruthy();
    expect(session.token()).toBeNull();
    expect(session.employee()).toBeNull();
    expect(where.path).toBe(PATHS.login);
  });
});

describe('Forgot your password?', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    return screen.findByRole('dialog', { name: 'Forgot your password?' });
  };

  it('sends what was typed and says the link is on its way, closing the dialog', async () => {
    const calls = renderLogin();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Email address or username'), {
      target: { value: 'admin@guardforce.co.za' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByText(MESSAGES.auth.resetLinkSent)).toBeTruthy();
    expect(to(calls, '/api/v1/profile/resetPassword')[0].body).toEqual({ emailAddress: 'admin@guardforce.co.za' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot your password?' })).toBeNull());
  });

  it('sends on Enter too, and says so when the server refuses, leaving the dialog open', async () => {
    const calls = renderLogin({ reset: () => ({ status: 400, body: { message: 'Invalid Email Address' } }) });
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Email address or username');
    fireEvent.change(field, { target: { value: 'nobody' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(MESSAGES.auth.resetFailed)).toBeTruthy();
    expect(to(calls, '/api/v1/profile/resetPassword')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('closes on Close without sending anything', async () => {
    const calls = renderLogin();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot your password?' })).toBeNull());
    expect(to(calls, '/api/v1/profile/resetPassword')).toEqual([]);
  });
});

/** The address of an e-mailed reset link. */
const RESET_LINK = '/resetPassword/c0de-7f';

describe('Reset password', () => {
  beforeEach(() => {
    localStorage.clear();
    where.path = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderReset(answers: Parameters<typeof serve>[1] = {}) {
    const calls = serveByPath((at) => serve(at, answers));
    renderAdmin(
      <AtRoute path={PATHS.resetPassword}>
        <ResetPasswordPage />
      </AtRoute>,
      {
        dataProvider,
        at: RESET_LINK,
        notifications: true,
        onLocation: follow,
      },
    );
    return calls;
  }
  const update = (password: string, confirmPassword: string) => {
    type('New password', password);
    type('Confirm password', confirmPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  };

  it('sets the new password with the code of the link, then goes to Sign In', async () => {
    const calls = renderReset();
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
    update('N3w-Password', 'N3w-Password');
    expect(await screen.findByText(MESSAGES.auth.passwordUpdated)).toBeTruthy();
    expect(to(calls, '/api/v1/profile/resetPasswordWeb')[0].body).toEqual({
      code: 'c0de-7f',
      password: 'N3w-Password',
    });
    await waitFor(() => expect(where.path).toBe(PATHS.login));
  });

  it.each([
    ['one field empty', 'N3w-Password', '', MESSAGES.auth.fillAllFields],
    ['two different passwords', 'N3w-Password', 'N3w-Passwort', MESSAGES.auth.passwordsDoNotMatch],
    ['a password too short', 'short', 'short', MESSAGES.auth.passwordTooShort],
  ])('refuses %s in its own words, sending nothing', async (_case, password, confirmPassword, message) => {
    const calls = renderReset();
    await screen.findByRole('heading', { name: 'Reset password' });
    update(password, confirmPassword);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(to(calls, '/api/v1/profile/resetPasswordWeb')).toEqual([]);
  });

  it("says the link no longer works in the server's words and stays on the page", async () => {
    renderReset({ resetWeb: () => ({ status: 400, body: { message: MESSAGES.auth.resetCodeInvalid } }) });
    await screen.findByRole('heading', { name: 'Reset password' });
    update('N3w-Password', 'N3w-Password');
    expect(await screen.findByText(MESSAGES.auth.resetCodeInvalid)).toBeTruthy();
    expect(where.path).toBe(RESET_LINK);
  });
});
