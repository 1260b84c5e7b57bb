/**
 * 'Check a copy you kept' (POST /api/v1/portal/checkpoints/check): the client sends back the checkpoints file exactly
 * as the portal gave it; the record of its sites is checked against it per handset. Tampering is done as someone with
 * database write access would (direct SQL).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckpointsResult } from '../../../../contract/integrity';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { PortalCopyResult } from '../../../../contract/portalCopy';
import { type Api, api, count } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';
import { makeCheckpoints } from '../integrity/checkpoints';

const M = MESSAGES.portal;
let t: TestContext;
let call: Api;

beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(() => t.close());

/** A handset at a new site of the company with `events` events, its chain checkpointed. */
async function handsetWith(events: number): Promise<Handset> {
  const siteId = await createSite(call, 'admin', { name: `Copy Site ${randomUUID().slice(0, 6)}` });
  const handset = await registerHandset(t, call, siteId, await call.token('guard'));
  const base = Date.now() - 3_600_000;
  await sendAll(
    handset,
    Array.from({ length: events }, (_, i) => ev.status(80, false, new Date(base + i * 10_000))),
  );
  await makeCheckpoints(t.database.db);
  return handset;
}

/** A client of those sites, signed in: its session. */
async function clientOf(siteIds: number[]): Promise<string> {
  const emailAddress = `keeper-${randomUUID().slice(0, 6)}@estate.example`;
  const added = await call.post('admin', '/api/v1/clients', { name: 'Estate Owner', emailAddress, siteIds });
  expect(added.statusCode, added.body).toBe(200);
  const link = await call.post('admin', `/api/v1/clients/${added.json().id}/link`, {});
  const token = String(link.json().url).split('#token=')[1];
  const session = await t.app.inject({ method: 'POST', url: '/api/v1/portal/session', payload: { token } });
  return String(session.headers['x-access-token']);
}

const now = () => Math.floor(Date.now() / 1000);
/** The copy as the portal downloads it: GET /portal/checkpoints's answer, pretty-printed. */
async function download(session: string): Promise<string> {
  const url = `/api/v1/portal/checkpoints?startDate=${now() - 7 * 86_400}&endDate=${now() + 60}`;
  const answer = await t.as(session, { method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return JSON.stringify(answer.json(), null, 2);
}
const check = (session: string, body: string) =>
  t.as(session, {
    method: 'POST',
    url: '/api/v1/portal/checkpoints/check',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
async function checked(session: string, body: string): Promise<PortalCopyResult> {
  const answer = await check(session, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('POST /api/v1/portal/checkpoints/check', () => {
  it('answers Record intact for an untouched copy, and names where after the tail was deleted', async () => {
    const handset = await handsetWith(20);
    const session = await clientOf([handset.siteId]);
    const copy = await download(session);
    const intact = await checked(session, copy);
    expect(intact).toMatchObject({ intact: true, text: M.recordIntact, others: [] });
    expect(intact.devices).toEqual([
      expect.objectContaining({ deviceId: handset.deviceId, intact: true, text: M.recordIntact, findings: [] }),
    ]);
    expect(intact.checked).toBe(intact.devices[0].checkpoints);

    // The newest events deleted, and the stored checkpoints with them: the client's copy still says where.
    await t.database.db.execute(sql`delete from events where chain_device_id = ${handset.deviceId} and chain_seq > 14`);
    await t.database.db.execute(
      sql`delete from chain_checkpoints where chain = 'events' and device_id = ${handset.deviceId}`,
    );
    const broken = await checked(session, copy);
    expect(broken).toMatchObject({ intact: false, text: fill(M.copyDevicesBroken, { count: 1, total: 1 }) });
    const [device] = broken.devices;
    expect(device.findings).toEqual([
      {
        reason: 'shorter',
        fromSeq: 15,
        toSeq: 20,
        text: fill(M.copyShorter, { events: fill(M.copyEvents, { from: 15, to: 20 }), head: 20 }),
      },
    ]);
    expect(device.text).toBe(fill(M.copyNotIntact, { where: device.findings[0].text }));
  });

  it("says 'this copy was altered' when a checkpoint's hash was edited", async () => {
    const handset = await handsetWith(5);
    const session = await clientOf([handset.siteId]);
    const copy = JSON.parse(await download(session)) as CheckpointsResult;
    const [first] = copy.checkpoints;
    first.hash = `${first.hash.slice(0, -1)}${first.hash.endsWith('0') ? '1' : '0'}`;
    const answer = await checked(session, JSON.stringify(copy));
    expect(answer.intact).toBe(false);
    expect(answer.devices[0].findings[0]).toMatchObject({
      reason: 'badSignature',
      text: fill(M.copyAltered, { seq: first.seq }),
    });
    expect(answer.devices[0].text).toContain('This copy was altered');
  });

  it("answers another site's, another company's and the audit log's entries 'not of your sites', unchecked", async () => {
    const ours = await handsetWith(3);
    const theirs = await handsetWith(3);
    const session = await clientOf([ours.siteId]);
    const copy = JSON.parse(await download(session)) as CheckpointsResult;
    const period = `startDate=${now() - 3_600}&endDate=${now() + 60}`;
    const company = (await call.get('admin', `/api/v1/integrity/checkpoints?${period}`)).json() as CheckpointsResult;
    const theirsEntry = company.checkpoints.find((c) => c.deviceId === theirs.deviceId);
    const audit = company.checkpoints.find((c) => c.chain === 'audit');
    if (!theirsEntry || !audit) throw new Error('no checkpoint of the other site or of the audit log');
    const { capeShield } = await call.companies();
    const mine = copy.checkpoints.length;
    copy.checkpoints.push(theirsEntry, audit, { ...copy.checkpoints[0], companyId: capeShield });
    const answer = await checked(session, JSON.stringify(copy));
    expect(answer).toMatchObject({ intact: true, text: M.recordIntact, checked: mine });
    expect(answer.devices.map((device) => device.deviceId)).toEqual([ours.deviceId]);
    expect(answer.others).toEqual([
      { index: mine, deviceId: theirs.deviceId, text: M.copyNotYours },
      { index: mine + 1, deviceId: 0, text: M.copyNotYours },
      { index: mine + 2, deviceId: ours.deviceId, text: M.copyNotYours },
    ]);
    // Nothing of the other site's chain comes back.
    expect(JSON.stringify(answer)).not.toContain(theirsEntry.hash);

    // Only entries of other sites: nothing checked, and the answer says so.
    const foreign = await checked(session, JSON.stringify({ ...copy, checkpoints: [theirsEntry] }));
    expect(foreign).toMatchObject({ intact: false, text: M.copyNothingOfYours, checked: 0, devices: [] });
  });

  it('refuses a file that is not JSON or not a copy (400, in words), and changes nothing', async () => {
    const handset = await handsetWith(3);
    const session = await clientOf([handset.siteId]);
    const copy = JSON.parse(await download(session)) as CheckpointsResult;
    const before = await count(t, 'chain_checkpoints');
    const refused = async (body: string) => {
      const answer = await check(session, body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().message as string;
    };
    expect(await refused('%PDF-1.4 not json')).toBe(M.copyNotJson);
    expect(await refused(JSON.stringify({ publicKey: copy.publicKey }))).toBe(M.copyNoCheckpoints);
    const wrong = await refused(JSON.stringify({ ...copy, checkpoints: [{ ...copy.checkpoints[0], hash: 42 }] }));
    expect(wrong).toMatch(
      /^This file is not a copy of your checkpoints as the portal gives it \(checkpoints\.0\.hash: /,
    );
    expect(await refused(JSON.stringify(copy.checkpoints))).toMatch(/^This file is not a copy of your checkpoints/);
    expect(await count(t, 'chain_checkpoints')).toBe(before);
    expect((await checked(session, JSON.stringify(copy))).intact).toBe(true);
  });

  it("takes a client's session only: an employee's or none is 401", async () => {
    const body = JSON.stringify({ checkpoints: [] });
    const employee = await check(await call.token('admin'), body);
    expect(employee.statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal/checkpoints/check',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(none.statusCode).toBe(401);
  });
});
