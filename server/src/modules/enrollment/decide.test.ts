/**
 * POST …/TagEnrollment/AcceptTag/{id} and …/DeclineTag/{id}: who may decide, what accepting makes of the
 * serial (a new tag, or the site's unallocated row of it), repeats, refusals that change nothing, and
 * another company's requests. Requests are made through the handset API.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { ENROLLMENT_URL, enrollmentRow, requestTag } from '../../test/enrollment';
import { type Account, type Api, api, count, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';
import { ev, type Handset, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

const E = MESSAGES.enrollment;
let t: TestContext;
let call: Api;
let gf: Handset;
let cape: Handset;
let serial = 0;
const nextSerial = () => {
  serial += 1;
  // In the stored form (capital hex pairs joined by colons), as the answers give it.
  return `04:E1:${String(serial)
    .padStart(4, '0')
    .replace(/(..)(..)/, '$1:$2')}`;
};
const accept = (account: Account, id: number) => call.post(account, `${ENROLLMENT_URL}/AcceptTag/${id}`, undefined);
const decline = (account: Account, id: number) => call.post(account, `${ENROLLMENT_URL}/DeclineTag/${id}`, undefined);
const request = (name = 'Gate 3', serialNumber = nextSerial(), extra?: Record<string, unknown>) =>
  requestTag(t, gf, name, serialNumber, extra);
type TagRow = { id: number; name: string; allocated: boolean; latitude: number | null; longitude: number | null };
const tagsOf = (siteId: number, serialNumber: string) =>
  rows<TagRow>(
    t,
    sql`select id, name, allocated, latitude, longitude from route_tags where site_id = ${siteId} and serial_number = ${serialNumber}`,
  );
/** Everything a decision could change. */
const state = async (id: number) => ({
  request: await enrollmentRow(t, id),
  tags: await rows(t, sql`select * from route_tags order by id`),
});

beforeAll(async () => {
  t = await build();
  call = api(t);
  const gfSite = await createSite(call, 'admin', { name: 'Enrollment Yard' });
  gf = await registerHandset(t, call, gfSite, await call.token('guard'));
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Enrollment Yard' });
  cape = await registerHandset(t, call, capeSite, await t.login('luthando.jacobs@capeshield.co.za'), 'otherAdmin');
});
afterAll(() => t.close());

describe('AcceptTag', () => {
  it.each(['admin', 'sysadmin'] as const)(
    'lets %s accept a Pending request: the site gets the tag, and who and when are recorded',
    async (account) => {
      const serialNumber = nextSerial();
      const id = await request('North Gate', serialNumber, { latitude: -26.1249, longitude: 28.0346 });
      const before = Math.floor(Date.now() / 1000);
      const response = await accept(account, id);
      expect(response.statusCode, response.body).toBe(200);
      const decidedBy = account === 'admin' ? 'Thandi Mokoena' : 'System Administrator';
      expect(response.json()).toEqual({
        id,
        name: 'North Gate',
        serialNumber,
        siteId: gf.siteId,
        siteName: 'Enrollment Yard',
        status: 'Accepted',
        createdAt: expect.any(Number),
        decidedBy,
        decidedAt: expect.any(Number),
        deviceName: expect.any(String),
        guardName: expect.any(String),
        nameTaken: false,
      });
      expect(response.json().decidedAt).toBeGreaterThanOrEqual(before - 1);
      expect(await tagsOf(gf.siteId, serialNumber)).toEqual([
        { id: expect.any(Number), name: 'North Gate', allocated: true, latitude: -26.1249, longitude: 28.0346 },
      ]);
      const listed = (await call.get('controller', `/api/v1/routeTag/bySite/${gf.siteId}`)).json();
      expect(listed.map((tag: { serialNumber: string }) => tag.serialNumber)).toContain(serialNumber);
      expect((await enrollmentRow(t, id)).decided_by).toBe(await call.employeeId(ACCOUNTS[account]));
    },
  );

  it("takes the site's unallocated row of the serial (a serial scanned there before) instead of adding a tag", async () => {
    const serialNumber = nextSerial();
    await sendAll(gf, [ev.scan(serialNumber)]);
    const [unallocated] = await tagsOf(gf.siteId, serialNumber);
    expect(unallocated.allocated).toBe(false);
    const id = await request('Fire Escape', serialNumber);
    const tagCount = await count(t, 'route_tags');

    expect((await accept('admin', id)).statusCode).toBe(200);
    expect(await tagsOf(gf.siteId, serialNumber)).toEqual([{ ...unallocated, name: 'Fire Escape', allocated: true }]);
    expect(await count(t, 'route_tags')).toBe(tagCount);
    const offered = (await call.get('admin', `/api/v1/routeTag/getAllUnallocated/${gf.siteId}`)).json();
    expect(offered.map((tag: { id: number }) => tag.id)).not.toContain(unallocated.id);
  });

  it('refuses a serial that already is a tag of the site with 409, and nothing changes', async () => {
    const serialNumber = nextSerial();
    const first = await request('Gate A', serialNumber);
    const second = await request('Gate A again', serialNumber);
    expect((await accept('admin', first)).statusCode).toBe(200);
    const before = await state(second);

    const response = await accept('admin', second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: E.serialNumberIsTag });
    expect(await state(second)).toEqual(before);
    expect(before.request).toEqual({ status: 'Pending', decided_by: null, decided_at: null });
    // The request can still be declined.
    expect((await decline('admin', second)).json().status).toBe('Declined');
  });

  it('answers an accepted request as it is when accepted again, by anyone, changing nothing', async () => {
    const id = await request();
    const first = await accept('admin', id);
    const before = await state(id);
    for (const account of ['admin', 'sysadmin'] as const) {
      const again = await accept(account, id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(await state(id)).toEqual(before);
  });

  it('makes one tag when two accepts of the same request arrive together', async () => {
    const serialNumber = nextSerial();
    const id = await request('Side Door', serialNumber);
    const answers = await Promise.all([accept('admin', id), accept('sysadmin', id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await tagsOf(gf.siteId, serialNumber)).toHaveLength(1);
  });

  it('refuses a declined request with 409 and makes no tag', async () => {
    const serialNumber = nextSerial();
    const id = await request('Gate D', serialNumber);
    await decline('admin', id);
    const before = await state(id);
    const response = await accept('admin', id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: E.alreadyDeclined });
    expect(await state(id)).toEqual(before);
    expect(await tagsOf(gf.siteId, serialNumber)).toEqual([]);
  });
});

describe('DeclineTag', () => {
  it('lets an admin or sys-admin decline a Pending request; no tag is made; a repeat changes nothing', async () => {
    for (const account of ['admin', 'sysadmin'] as const) {
      const serialNumber = nextSerial();
      const id = await request('Back Gate', serialNumber);
      const response = await decline(account, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        status: 'Declined',
        decidedBy: account === 'admin' ? 'Thandi Mokoena' : 'System Administrator',
        decidedAt: expect.any(Number),
      });
      expect(await tagsOf(gf.siteId, serialNumber)).toEqual([]);
      const before = await state(id);
      const again = await decline('admin', id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(response.json());
      expect(await state(id)).toEqual(before);
    }
  });

  it('refuses an accepted request with 409 and keeps it and its tag', async () => {
    const serialNumber = nextSerial();
    const id = await request('Gate E', serialNumber);
    await accept('admin', id);
    const before = await state(id);
    const response = await decline('admin', id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: E.alreadyAccepted });
    expect(await state(id)).toEqual(before);
    expect(await tagsOf(gf.siteId, serialNumber)).toHaveLength(1);
  });
});

describe('roles and companies', () => {
  it('refuses a controller with 403 and a guard with the console-only message; nothing changes', async () => {
    const id = await request();
    const before = await state(id);
    for (const send of [accept, decline]) {
      const controller = await send('controller', id);
      expect(controller.statusCode).toBe(403);
      expect(controller.json()).toEqual({ message: MESSAGES.auth.forbidden });
      const guard = await send('guard', id);
      expect(guard.statusCode).toBe(403);
      expect(guard.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `${ENROLLMENT_URL}/AcceptTag/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await state(id)).toEqual(before);
  });

  it("answers 404 for an unknown id and for another company's request, and nothing changes", async () => {
    const theirs = await requestTag(t, cape, 'Cape Gate', nextSerial());
    const before = await state(theirs);
    for (const send of [accept, decline]) {
      for (const [account, id] of [
        ['admin', theirs],
        ['admin', 999999],
        ['otherAdmin', 999999],
      ] as const) {
        const response = await send(account, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: E.notFound });
      }
    }
    expect(await state(theirs)).toEqual(before);
    // Cape Shield's own admin decides it.
    expect((await accept('otherAdmin', theirs)).json()).toMatchObject({
      status: 'Accepted',
      decidedBy: 'Pieter van der Merwe',
    });
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await accept('admin', 'abc' as unknown as number)).statusCode).toBe(400);
  });
});
