/**
 * One form of tag serial everywhere: a serial written as a label prints it (`04A25E21B20001`) and as Web NFC reads it
 * (`04:a2:5e:21:b2:00:01`) is one tag. Saved, looked up, scanned, enrolled and searched in the stored form
 * (contract/tagSerial.ts), and answered in it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { ENROLLMENT_URL, requestTag } from '../../test/enrollment';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, minutes, openRoutePlan, type PatrolSite, patrolSite, sendAll } from '../../test/live';

const LABEL = '04A25E21B20001';
const READ = '04:a2:5e:21:b2:00:01';
const STORED = '04:A2:5E:21:B2:00:01';

let t: TestContext;
let call: Api;
let site: PatrolSite;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const serialsOf = async (siteId: number) =>
  (
    await rows<{ serial_number: string; allocated: boolean }>(
      t,
      sql`select serial_number, allocated from route_tags where site_id = ${siteId} and removed_at is null order by id`,
    )
  ).map((row) => [row.serial_number, row.allocated]);

beforeAll(async () => {
  t = await build();
  call = api(t);
  site = await patrolSite(t, call, { tagCount: 2 });
});
afterAll(() => t.close());

describe('a tag saved as its label prints the serial', () => {
  let gate: { id: number; name: string };
  beforeAll(async () => {
    const saved = await call.post('admin', '/api/v1/routeTag', {
      id: site.tags[0].id,
      siteId: site.siteId,
      name: 'Main Gate',
      serialNumber: LABEL,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: site.tags[0].id, name: 'Main Gate', serialNumber: STORED });
    gate = saved.json();
  });

  it('is that tag when the handset reads it with Web NFC, judged against its patrol', async () => {
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    await openRoutePlan(site, t, start, 30);
    const response = await site.handset.send([ev.scan(READ, minutes(start, 1))]);
    expect(response.json().results).toEqual([
      expect.objectContaining({
        status: 'accepted',
        scan: { judged: 'onTime', minutes: expect.any(Number), tagName: 'Main Gate', routeName: 'Perimeter' },
      }),
    ]);
    // No unknown serial was recorded for it.
    expect(await serialsOf(site.siteId)).toEqual([
      [STORED, true],
      [site.tags[1].serialNumber, true],
    ]);
  });

  it('is found in any of its forms: the panic check, a search, a save of the same serial written otherwise', async () => {
    const panic = await call.get('guard', `/api/v1/routeTag/isPanic/${encodeURIComponent(READ)}`);
    expect(panic.json()).toEqual({ isPanic: false });
    for (const search of ['04a25e21', '04:A2:5E', 'Main']) {
      const found = await call.get('admin', `/api/v1/routeTag/bySite/${site.siteId}?filter=${q({ q: search })}`);
      expect(
        found.json().map((tag: { id: number }) => tag.id),
        search,
      ).toEqual([gate.id]);
    }
    const again = await call.post('admin', '/api/v1/routeTag', {
      siteId: site.siteId,
      name: 'Gate copy',
      serialNumber: READ,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.tag.serialNumberTaken });
  });

  it("is in the handset's list of the site's tags in the stored form", async () => {
    const response = await t.as(site.handset.token, {
      method: 'GET',
      url: '/api/v1/handset/tags',
      headers: { [APP_INSTANCE_HEADER]: site.handset.appInstanceId },
    });
    expect(response.json()).toContainEqual({ serialNumber: STORED, name: 'Main Gate' });
  });
});

describe('a serial no tag has', () => {
  it('is recorded in the stored form, and a tag saved with its label form takes that row', async () => {
    const read = `04:c0:${randomUUID().slice(0, 2)}:01`;
    const [result] = await sendAll(site.handset, [ev.scan(read)]);
    expect(result).toMatchObject({ scan: { judged: 'unknownTag' } });
    const stored = read.toUpperCase();
    const unallocated = await call.get('admin', `/api/v1/routeTag/getAllUnallocated/${site.siteId}`);
    expect(unallocated.json()).toEqual([expect.objectContaining({ name: stored, serialNumber: stored })]);
    const { id } = unallocated.json()[0];
    const saved = await call.post('admin', '/api/v1/routeTag', {
      siteId: site.siteId,
      name: 'Back Gate',
      serialNumber: stored.replaceAll(':', '').toLowerCase(),
    });
    expect(saved.json()).toMatchObject({ id, name: 'Back Gate', serialNumber: stored });
  });
});

describe('a tag a handset asks to enroll in small letters', () => {
  const accept = (id: number) => call.post('admin', `${ENROLLMENT_URL}/AcceptTag/${id}`, undefined);

  it('is asked for, and made a tag, in the stored form', async () => {
    const id = await requestTag(t, site.handset, 'Pump Room', '04:e1:aa:bb');
    const accepted = await accept(id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ name: 'Pump Room', serialNumber: '04:E1:AA:BB', status: 'Accepted' });
    expect(await serialsOf(site.siteId)).toContainEqual(['04:E1:AA:BB', true]);
    const search = await call.get('admin', `${ENROLLMENT_URL}/GetEnrollingTags?filter=${q({ q: '04e1aabb' })}`);
    expect(search.json().map((request: { id: number }) => request.id)).toEqual([id]);
  });

  it('finds the tag it already is in another form, and is refused', async () => {
    const id = await requestTag(t, site.handset, 'Main Gate again', READ.replaceAll(':', ''));
    const refused = await accept(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.enrollment.serialNumberIsTag });
  });
});
