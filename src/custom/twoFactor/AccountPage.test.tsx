/** My account: turning two-factor sign-in on (QR code, key, code, recovery codes once), and an admin's requirement. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../authProvider/session';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { AccountPage } from './AccountPage';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `CCCCC-DDDD${i}`);
const path = (call: RecordedCall) => new URL(call.url, 'http://console').pathname;
const to = (calls: RecordedCall[], at: string) => calls.filter((call) => path(call) === at);

function serve() {
  return stubServer((call) => {
    const at = path(call);
    if (at === '/api/v1/company/3') return { body: { id: 3, name: 'GuardForce', requireTwoFactor: false } };
    if (at === '/api/v1/company/requireTwoFactor')
      return { body: { id: 3, requireTwoFactor: (call.body as { requireTwoFactor: boolean }).requireTwoFactor } };
    if (at === '/api/v1/profile/twoFactor/enrol')
      return { body: { secret: SECRET, uri: `otpauth://totp/Patrol%20Console:test?secret=${SECRET}` } };
    if (at === '/api/v1/profile/twoFactor/confirm')
      return { body: { recoveryCodes: RECOVERY }, headers: { 'x-access-token': 'renewed-1' } };
    if (at === '/api/v1/employee/me') return { body: { ...session.employee(), twoFactor: true } };
    return { status: 404, body: { message: `No ${at}` } };
  });
}

describe('My account', () => {
  beforeEach(() => signInAs('ADMIN'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns two-factor sign-in on: password asked, key shown, code confirmed, the recovery codes shown once', async () => {
    const calls = serve();
    renderAdmin(<AccountPage />, { at: PATHS.account, notifications: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(to(calls, '/api/v1/profile/twoFactor/enrol')).toHaveLength(0);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Patrol123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await screen.findByRole('heading', { name: 'Your recovery codes' });
    for (const code of RECOVERY) expect(screen.getByText(code)).toBeTruthy();
    expect(to(calls, '/api/v1/profile/twoFactor/confirm')[0].body).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText(/Two-factor sign-in is on\. Signing in asks/)).toBeTruthy();
    expect(screen.queryByText(RECOVERY[0])).toBeNull();
    expect(session.employee()?.twoFactor).toBe(true);
    expect(to(calls, '/api/v1/profile/twoFactor/enrol')[0].body).toEqual({ password: 'Patrol123!' });
    // The other sessions ended with the change; this one carries on with the token the confirmation answered.
    expect(session.token()).toBe('renewed-1');
  });

  it("lets an admin require it of their company's admins", async () => {
    const calls = serve();
    renderAdmin(<AccountPage />, { at: PATHS.account, notifications: true });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for admins' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(to(calls, '/api/v1/company/requireTwoFactor')[0].body).toEqual({ requireTwoFactor: true });
  });
});
