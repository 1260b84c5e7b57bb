/** Sign In with two-factor on: the code step before any session, and the enrolment a company requires. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { PATHS } from '../../routes';
import { type Answer, renderLoginPage, thandi, callsTo as to, typeInto as type, where } from '../../test/loginPage';

const me = thandi('ADMIN', { twoFactor: true });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBB${i}`);

function renderLogin(login: Answer, secondFactor: (code: string) => Answer = () => ({})) {
  return renderLoginPage((at, call) => {
    if (at === '/api/v1/login') return login;
    if (at === '/api/v1/login/secondFactor') return secondFactor((call.body as { code: string }).code);
    if (at === '/api/v1/employee/me') return { body: me };
    if (at === '/api/v1/profile/twoFactor/enrol')
      return { body: { secret: SECRET, uri: `otpauth://totp/Patrol%20Console:admin?secret=${SECRET}` } };
    if (at === '/api/v1/profile/twoFactor/confirm')
      return { body: { recoveryCodes: RECOVERY }, headers: { 'x-access-token': 'jwt-enrolled' } };
    return undefined;
  });
}

async function signInWithPassword() {
  await screen.findByRole('heading', { name: 'Sign In' });
  type('Email address', 'admin@guardforce.co.za');
  type('Password', 'Patrol123!');
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign In with two-factor on', () => {
  beforeEach(() => {
    localStorage.clear();
    where.path = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the code after the password, and opens the session only with the token the code answers', async () => {
    const calls = renderLogin(
      { body: { employeeId: 2, secondFactor: 'code', secondFactorToken: 'pending-1' } },
      (code) =>
        code === '123456'
          ? { body: { employeeId: 2 }, headers: { 'x-access-token': 'jwt-2' } }
          : { status: 401, body: { message: MESSAGES.twoFactor.wrongCode } },
    );
    await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(to(calls, '/api/v1/employee/me')).toEqual([]);
    expect(session.token()).toBeNull();

    type('Code', '999999');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.twoFactor.wrongCode)).toBeTruthy();
    expect(where.path).toBe(PATHS.login);

    type('Code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(where.path).toBe(PATHS.alerts));
    expect(to(calls, '/api/v1/login/secondFactor').map((call) => call.body)).toEqual([
      { secondFactorToken: 'pending-1', code: '999999' },
      { secondFactorToken: 'pending-1', code: '123456' },
    ]);
    expect(to(calls, '/api/v1/employee/me')[0].headers.get('x-access-token')).toBe('jwt-2');
  });

  it('leads an admin whose company requires it to enrol first: QR code, key as text, code, recovery codes once', async () => {
    const calls = renderLogin({
      body: { employeeId: 2, secondFactor: 'enrol' },
      headers: { 'x-access-token': 'enrol-1' },
    });
    await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(SECRET.replace(/(.{4})(?!$)/g, '$1 '));
    expect(screen.getByTitle(/Scan this QR code/)).toBeTruthy();
    expect(to(calls, '/api/v1/profile/twoFactor/enrol')[0].headers.get('x-access-token')).toBe('enrol-1');

    type('Code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeTruthy();
    for (const code of RECOVERY) expect(screen.getByText(code)).toBeTruthy();
    expect(where.path).toBe(PATHS.login);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(where.path).toBe(PATHS.alerts));
    expect(to(calls, '/api/v1/employee/me')[0].headers.get('x-access-token')).toBe('jwt-enrolled');
  });
});
