import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../test/stubServer';
import { thandi as me } from '../test/thandi';
import { authProvider } from '.';
import { session } from './session';
import { signOutReason } from './signOutReason';

const serverFor = (role: string) =>
  stubServer(({ url }) =>
    url.endsWith('/login') ? { body: { employeeId: 2 }, headers: { 'x-access-token': 'jwt-1' } } : { body: me(role) },
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('keeps the token and the employee, selects their company and lands an admin on company/alerts', async () => {
    const calls = serverFor('ADMIN');
    const result = await authProvider.login({ emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!' });
    expect(calls[0].body).toEqual({ emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!' });
    expect(calls[1].headers.get('x-access-token')).toBe('jwt-1');
    expect(session.token()).toBe('jwt-1');
    expect(session.role()).toBe('ADMIN');
    expect(session.company()).toEqual({ id: 3, name: 'GuardForce Security Services' });
    expect(result).toEqual({ redirectTo: '/company/alerts' });
  });

  it('lands a sys-admin on companies without selecting a company', async () => {
    serverFor('SYS_ADMIN');
    const result = await authProvider.login({ emailAddress: 'sysadmin@patrol.local', password: 'Patrol123!' });
    expect(result).toEqual({ redirectTo: '/companies' });
    expect(session.company()).toBeNull();
  });

  it("rejects a wrong password with the server's message", async () => {
    stubServer(() => ({ status: 401, body: { message: 'Wrong email address or password.' } }));
    await expect(authProvider.login({ emailAddress: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Wrong email address or password.',
    );
    expect(session.token()).toBeNull();
  });

  it('sends the user to login on a 401, remembering why for the Sign In page, and keeps them on a 403', async () => {
    session.setToken('jwt-1');
    await expect(
      authProvider.checkError({ status: 401, message: 'Please log in again. Session expired.' }),
    ).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(signOutReason.read()).toBe('Please log in again. Session expired.');
    await expect(
      authProvider.checkError({ status: 403, message: 'You do not have permission to do that.' }),
    ).resolves.toBeUndefined();
  });

  it('says the session expired when the token has, and forgets it on the next sign-in', async () => {
    serverFor('ADMIN');
    await authProvider.login({ emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!' });
    session.setToken(`e30.${btoa(JSON.stringify({ sub: '2', exp: 1000 })).replace(/=+$/, '')}.sig`);
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(signOutReason.read()).toBe('Please log in again. Session expired.');
    serverFor('ADMIN');
    await authProvider.login({ emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!' });
    expect(signOutReason.read()).toBeNull();
  });

  it('gives no reason when nobody was signed in, after the console was opened', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    await expect(authProvider.checkError({ status: 401, message: 'x' })).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(signOutReason.read()).toBeNull();
  });

  it('says Unauthorized when a console address is opened with no session (spec part 2 §8)', async () => {
    vi.resetModules();
    const opened = await import('.');
    const reason = (await import('./signOutReason')).signOutReason;
    await expect(opened.authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    expect(reason.read()).toBe('Unauthorized. Log in with correct credentials.');
  });

  it('says nothing when Sign In itself is opened with no session', async () => {
    vi.resetModules();
    const opened = await import('.');
    const reason = (await import('./signOutReason')).signOutReason;
    await expect(opened.authProvider.checkAuth({ signInPage: true })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(opened.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(reason.read()).toBeNull();
  });

  it('names the user with name, surname and role', async () => {
    serverFor('CONTROLLER');
    await authProvider.login({ emailAddress: 'controller@guardforce.co.za', password: 'Patrol123!' });
    expect(await authProvider.getIdentity?.()).toMatchObject({ fullName: 'Thandi Mokoena', role: 'CONTROLLER' });
    expect(await authProvider.canAccess?.({ resource: 'employees', action: 'delete' })).toBe(false);
  });

  it('ends the session on the server on logout, with the token it had', async () => {
    const payload = btoa(JSON.stringify({ sub: '2', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const token = `e30.${payload.replace(/=+$/, '')}.sig`;
    const calls = stubServer(({ url }) =>
      url.endsWith('/login')
        ? { body: { employeeId: 2 }, headers: { 'x-access-token': token } }
        : { body: me('ADMIN') },
    );
    await authProvider.login({ emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!' });
    await authProvider.logout({});
    const logout = calls.find((call) => call.url.endsWith('/logout'));
    expect(logout?.headers.get('x-access-token')).toBe(token);
    expect(session.token()).toBeNull();
  });

  it('clears the session on logout', async () => {
    serverFor('ADMIN');
    await authProvider.login({ emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!' });
    expect(await authProvider.logout({})).toBe('/login');
    expect(session.token()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});
