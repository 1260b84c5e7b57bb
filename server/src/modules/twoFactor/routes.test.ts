/**
 * Two-factor sign-in: enrolling (a code computed from the secret confirms it), sign-in asking for the code before any
 * session, the pending token opening nothing else, recovery codes used once, wrong codes counted as failed sign-ins,
 * a company requiring it of its admins, a sys-admin's reset in the audit log; guards and the handset never asked.
 */
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES, TOKEN_HEADER } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { TWO_FACTOR } from '../../../../contract/twoFactor';
import { ACCOUNTS, build, CAPE_SHIELD, GUARDFORCE, type TestContext } from '../../test/helper';

const PASSWORD = 'Patrol123!';
let t: TestContext;

const login = (emailAddress: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { emailAddress, password } });
const secondFactor = (secondFactorToken: string, code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login/secondFactor',
    payload: { secondFactorToken, code },
    remoteAddress,
  });
const me = (token: string) => t.as(token, { method: 'GET', url: '/api/v1/employee/me' });
const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url, payload });
/** The code of `secret` for the time step `steps` after the current one. */
const code = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * TWO_FACTOR.periodSeconds * 1000,
  });
/** Lets the next code of the current step be accepted again (a test cannot wait 30 s for the next one). */
const forgetLastStep = (emailAddress: string) =>
  t.database.db.execute(sql`update employees set two_factor_last_step = null where email_address = ${emailAddress}`);

/** Turns two-factor sign-in on for the account; answers its secret and recovery codes. */
async function enrol(token: string) {
  const enrolment = await post(token, '/api/v1/profile/twoFactor/enrol', { password: PASSWORD });
  expect(enrolment.statusCode, enrolment.body).toBe(200);
  const { secret } = enrolment.json();
  const confirmed = await post(token, '/api/v1/profile/twoFactor/confirm', { code: code(secret, -1) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

/** Signs in with the password and the code: the session token. */
async function signIn(emailAddress: string, secondCode: string) {
  const first = await login(emailAddress);
  const second = await secondFactor(first.json().secondFactorToken, secondCode);
  expect(second.statusCode, second.body).toBe(200);
  return String(second.headers[TOKEN_HEADER]);
}

/** The Cape Shield admin's secret, once enrolled. */
let capeAdminSecret = '';

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('an admin turns two-factor sign-in on', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('enrols: a secret as an otpauth URI and text; a wrong code does not confirm; a right one answers 10 recovery codes', async () => {
    const token = await t.login(ACCOUNTS.admin);
    const enrolment = await post(token, '/api/v1/profile/twoFactor/enrol', { password: PASSWORD });
    expect(enrolment.statusCode).toBe(200);
    secret = enrolment.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.json().uri).toBe(
      `otpauth://totp/Patrol%20Console:admin%40guardforce.co.za?issuer=Patrol%20Console&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await post(token, '/api/v1/profile/twoFactor/confirm', { code: '000000' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, MESSAGES.twoFactor.wrongCode]);
    expect((await me(token)).json().twoFactor).toBe(false);

    const confirmed = await post(token, '/api/v1/profile/twoFactor/confirm', { code: code(secret, -1) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The account's other sessions ended with the change; this one goes on with the token the answer carries.
    expect((await me(token)).statusCode).toBe(401);
    const renewed = String(confirmed.headers[TOKEN_HEADER]);
    expect((await me(renewed)).json().twoFactor).toBe(true);
    const again = await post(renewed, '/api/v1/profile/twoFactor/enrol', { password: PASSWORD });
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.twoFactor.alreadyOn]);
  });

  it('keeps the recovery codes hashed, never as given', async () => {
    const [row] = (
      await t.database.db.execute(
        sql`select two_factor_recovery::text as codes from employees where email_address = ${ACCOUNTS.admin}`,
      )
    ).rows as { codes: string }[];
    for (const recovery of recoveryCodes) expect(row.codes).not.toContain(recovery.replace('-', ''));
  });

  it('then signs in with the password and the code: no session token before the code', async () => {
    const first = await login(ACCOUNTS.admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers[TOKEN_HEADER]).toBeUndefined();
    expect(first.json()).toEqual({
      employeeId: expect.any(Number),
      secondFactor: 'code',
      secondFactorToken: expect.stringMatching(/^ey/),
    });
    const pending = first.json().secondFactorToken;
    const wrong = await secondFactor(pending, '123456');
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, MESSAGES.twoFactor.wrongCode]);
    const second = await secondFactor(pending, code(secret));
    expect(second.statusCode, second.body).toBe(200);
    expect((await me(String(second.headers[TOKEN_HEADER]))).json().emailAddress).toBe(ACCOUNTS.admin);
    // The same code again is refused: a code is used once.
    const replay = await secondFactor((await login(ACCOUNTS.admin)).json().secondFactorToken, code(secret));
    expect([replay.statusCode, replay.json().message]).toEqual([401, MESSAGES.twoFactor.wrongCode]);
  });

  it('refuses the pending token on every other call', async () => {
    const pending = (await login(ACCOUNTS.admin)).json().secondFactorToken;
    for (const response of [
      await me(pending),
      await t.as(pending, { method: 'GET', url: '/api/v1/site/byCompany/1' }),
      await post(pending, '/api/v1/profile/twoFactor/enrol'),
      await post(pending, '/api/v1/logout'),
    ]) {
      expect(response.statusCode, response.body).toBe(401);
    }
    // And a session token is no pending token.
    await forgetLastStep(ACCOUNTS.admin);
    const session = await signIn(ACCOUNTS.admin, code(secret));
    const asPending = await secondFactor(session, code(secret, 1));
    expect([asPending.statusCode, asPending.json().message]).toEqual([401, MESSAGES.twoFactor.codeExpired]);
  });

  it('takes a recovery code instead of the code, once', async () => {
    const recovery = recoveryCodes[3];
    const token = await signIn(ACCOUNTS.admin, ` ${recovery.toLowerCase()} `);
    expect((await me(token)).statusCode).toBe(200);
    const again = await secondFactor((await login(ACCOUNTS.admin)).json().secondFactorToken, recovery);
    expect([again.statusCode, again.json().message]).toEqual([401, MESSAGES.twoFactor.wrongCode]);
    await signIn(ACCOUNTS.admin, recoveryCodes[4]);
  });
});

describe('turning it on from a session alone', () => {
  it('is refused without the password, or with a wrong one (counted as a failed sign-in); other sessions end when it is on', async () => {
    const token = await t.login(ACCOUNTS.sysadmin);
    const other = await t.login(ACCOUNTS.sysadmin);
    const bare = await post(token, '/api/v1/profile/twoFactor/enrol');
    expect([bare.statusCode, bare.json().message]).toEqual([400, MESSAGES.twoFactor.passwordNeeded]);
    const wrong = await post(token, '/api/v1/profile/twoFactor/enrol', { password: 'not the password' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, MESSAGES.twoFactor.wrongPassword]);
    const [counted] = (
      await t.database.db.execute(sql`select hits from rate_limits where key = ${`signIn|${ACCOUNTS.sysadmin}`}`)
    ).rows as { hits: number }[];
    expect(counted?.hits).toBe(1);
    expect((await me(token)).json().twoFactor).toBe(false);

    const { secret } = await enrol(token);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
    // Back off for the tests after this one (the sys-admin signs in with the password alone there).
    await t.database.db.execute(
      sql`update employees set two_factor = false, two_factor_secret = null where email_address = ${ACCOUNTS.sysadmin}`,
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('the pending second-step token', () => {
  it('is taken once, and only from the address that gave the password', async () => {
    await forgetLastStep(ACCOUNTS.admin);
    const [{ secret }] = (
      await t.database.db.execute(
        sql`select two_factor_secret as secret from employees where email_address = ${ACCOUNTS.admin}`,
      )
    ).rows as { secret: string }[];
    const pending = (await login(ACCOUNTS.admin)).json().secondFactorToken;
    const elsewhere = await secondFactor(pending, code(secret), '203.0.113.7');
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([401, MESSAGES.twoFactor.codeExpired]);
    const first = await secondFactor(pending, code(secret));
    expect(first.statusCode, first.body).toBe(200);
    await forgetLastStep(ACCOUNTS.admin);
    const replay = await secondFactor(pending, code(secret));
    expect([replay.statusCode, replay.json().message]).toEqual([401, MESSAGES.twoFactor.codeExpired]);
  });
});

describe('wrong codes', () => {
  it('count against the sign-in lock, and a right password again does not clear them', async () => {
    const { secret } = await enrol(await t.login(ACCOUNTS.controller));
    let pending = (await login(ACCOUNTS.controller)).json().secondFactorToken;
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES.max; attempt++) {
      if (attempt === 6) pending = (await login(ACCOUNTS.controller)).json().secondFactorToken;
      const wrong = await secondFactor(pending, '999999');
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await secondFactor(pending, code(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(fill(MESSAGES.auth.accountLocked, { minutes: 15 }));
    expect((await login(ACCOUNTS.controller)).statusCode).toBe(429);
  });
});

describe('a company requiring two-factor sign-in for its admins', () => {
  let capeShield: number;
  beforeAll(async () => {
    const sysadmin = await t.login(ACCOUNTS.sysadmin);
    capeShield = await t.companyId(CAPE_SHIELD);
    const company = (await t.as(sysadmin, { method: 'GET', url: `/api/v1/company/${capeShield}` })).json();
    const saved = await post(sysadmin, '/api/v1/company', { ...company, requireTwoFactor: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().requireTwoFactor).toBe(true);
  });

  it('leads an admin without one to enrol: the enrol-only token does nothing else, and confirming opens the session', async () => {
    const first = await login(ACCOUNTS.otherAdmin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ employeeId: expect.any(Number), secondFactor: 'enrol' });
    const enrolOnly = String(first.headers[TOKEN_HEADER]);
    expect((await me(enrolOnly)).statusCode).toBe(401);
    expect((await t.as(enrolOnly, { method: 'GET', url: '/api/v1/site/byCompany/1' })).statusCode).toBe(401);
    const enrolment = await post(enrolOnly, '/api/v1/profile/twoFactor/enrol');
    expect(enrolment.statusCode).toBe(200);
    capeAdminSecret = enrolment.json().secret;
    const confirmed = await post(enrolOnly, '/api/v1/profile/twoFactor/confirm', {
      code: code(capeAdminSecret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = String(confirmed.headers[TOKEN_HEADER]);
    expect((await me(session)).json()).toMatchObject({ emailAddress: ACCOUNTS.otherAdmin, twoFactor: true });
    expect((await login(ACCOUNTS.otherAdmin)).json().secondFactor).toBe('code');
  });

  it('does not ask its controllers', async () => {
    const response = await login(ACCOUNTS.otherController);
    expect(response.json()).toEqual({ employeeId: expect.any(Number) });
    expect((await me(String(response.headers[TOKEN_HEADER]))).statusCode).toBe(200);
  });
});

describe("an admin's own company requirement", () => {
  it('an admin sets it for their own company only; a controller cannot', async () => {
    const capeAdmin = await signIn(ACCOUNTS.otherAdmin, code(capeAdminSecret, 1));
    const guardforce = await t.companyId(GUARDFORCE);
    const own = await post(capeAdmin, '/api/v1/company/requireTwoFactor', { requireTwoFactor: false });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ name: CAPE_SHIELD, requireTwoFactor: false });
    const other = await post(capeAdmin, '/api/v1/company/requireTwoFactor', {
      companyId: guardforce,
      requireTwoFactor: true,
    });
    expect([other.statusCode, other.json().message]).toEqual([404, MESSAGES.company.notFound]);
    const controller = await post(await t.login(ACCOUNTS.otherController), '/api/v1/company/requireTwoFactor', {
      requireTwoFactor: true,
    });
    expect(controller.statusCode).toBe(403);
    const bad = await post(capeAdmin, '/api/v1/company/requireTwoFactor', { requireTwoFactor: 'yes' });
    expect(bad.statusCode).toBe(400);
    const back = await post(capeAdmin, '/api/v1/company/requireTwoFactor', { requireTwoFactor: true });
    expect(back.json().requireTwoFactor).toBe(true);
  });
});

describe('guards and the handset', () => {
  it('are never asked, even in a company requiring it and with a second factor on their record', async () => {
    const sysadmin = await t.login(ACCOUNTS.sysadmin);
    const guardforce = await t.companyId(GUARDFORCE);
    const company = (await t.as(sysadmin, { method: 'GET', url: `/api/v1/company/${guardforce}` })).json();
    expect((await post(sysadmin, '/api/v1/company', { ...company, requireTwoFactor: true })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update employees set two_factor = true, two_factor_secret = 'JBSWY3DPEHPK3PXP' where email_address = ${ACCOUNTS.guard}`,
    );
    const response = await login(ACCOUNTS.guard);
    expect(response.json()).toEqual({ employeeId: expect.any(Number) });
    const token = String(response.headers[TOKEN_HEADER]);
    expect(token).toMatch(/^ey/);
    const handset = await t.as(token, { method: 'GET', url: '/api/v1/handset/tags' });
    expect(handset.statusCode, handset.body).not.toBe(401);
    const enrol = await post(token, '/api/v1/profile/twoFactor/enrol');
    expect([enrol.statusCode, enrol.json().message]).toEqual([403, MESSAGES.auth.consoleOnly]);
    expect((await post(sysadmin, '/api/v1/company', { ...company, requireTwoFactor: false })).statusCode).toBe(200);
  });
});

describe("a sys-admin's reset", () => {
  it("turns an admin's second factor off, in the audit log as a readable change without the secret", async () => {
    const sysadmin = await t.login(ACCOUNTS.sysadmin);
    const { employeeId } = (await login(ACCOUNTS.admin)).json();
    const reset = await post(sysadmin, `/api/v1/employee/${employeeId}/resetTwoFactor`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(MESSAGES.twoFactor.reset);

    const guardforce = await t.companyId(GUARDFORCE);
    const log = await t.as(sysadmin, {
      method: 'GET',
      url: `/api/v1/audit?companyId=${guardforce}&entity=employee&entityId=${employeeId}`,
    });
    expect(log.statusCode, log.body).toBe(200);
    const [latest, turnedOn] = log.json();
    expect(latest).toMatchObject({
      actorRole: 'SYS_ADMIN',
      action: 'update',
      changes: [expect.objectContaining({ field: 'twoFactor', before: true, after: false })],
    });
    expect(turnedOn.changes).toEqual([expect.objectContaining({ field: 'twoFactor', before: false, after: true })]);
    const stored = await t.database.db.execute(
      sql`select changes::text as changes from audit_log where entity = 'employees' and entity_id = ${employeeId}`,
    );
    for (const row of stored.rows as { changes: string }[]) expect(row.changes).not.toMatch(/secret|recovery/);

    const again = await login(ACCOUNTS.admin);
    expect(again.json()).toEqual({ employeeId });
    expect(again.headers[TOKEN_HEADER]).toMatch(/^ey/);
  });

  it('is for sys-admins: an admin cannot reset anyone, in another company or their own', async () => {
    const admin = await t.login(ACCOUNTS.admin);
    const idOf = async (emailAddress: string) => {
      const [row] = (await t.database.db.execute(sql`select id from employees where email_address = ${emailAddress}`))
        .rows as { id: number }[];
      return row.id;
    };
    const other = await idOf(ACCOUNTS.otherAdmin);
    for (const id of [other, await idOf(ACCOUNTS.controller)]) {
      const response = await post(admin, `/api/v1/employee/${id}/resetTwoFactor`);
      expect([response.statusCode, response.json().message]).toEqual([403, MESSAGES.auth.forbidden]);
    }
    expect((await login(ACCOUNTS.otherAdmin)).json().secondFactor).toBe('code');
  });
});

describe('code guessing from many addresses', () => {
  it("locks the account's code step after its cap of wrong codes, whichever addresses sent them", async () => {
    const { secret } = await enrol(await t.login(ACCOUNTS.otherController));
    const signInFrom = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { emailAddress: ACCOUNTS.otherController, password: PASSWORD },
        remoteAddress,
      });
    for (let attempt = 1; attempt <= TWO_FACTOR.codeFailuresPerAccount; attempt++) {
      const address = `198.51.100.${attempt}`;
      const pending = (await signInFrom(address)).json().secondFactorToken;
      const wrong = await secondFactor(pending, '999999', address);
      expect([wrong.statusCode, `attempt ${attempt}`]).toEqual([401, `attempt ${attempt}`]);
    }
    const address = '198.51.100.200';
    const pending = (await signInFrom(address)).json().secondFactorToken;
    const locked = await secondFactor(pending, code(secret), address);
    expect([locked.statusCode, locked.json().message]).toEqual([
      429,
      fill(MESSAGES.auth.accountLocked, { minutes: 15 }),
    ]);
  });
});
