/**
 * A morning site report's e-mail carries the day's signed checkpoints of the site's record, through a real SMTP peer:
 * the JSON attached is the portal's download of the same days, and every checkpoint in it verifies against the public
 * key it carries (checked here with node:crypto alone, as a client would). A day with none says so and attaches none.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckpointsResult } from '../../../contract/integrity';
import { siteContacts } from '../db/schema';
import { fileStoreFor } from '../integrations/fileStore';
import { makeCheckpoints } from '../modules/integrity/checkpoints';
import { morningReport, type ReportContext } from '../modules/reports/generate';
import { emailSender } from '../notify/email';
import { deliverDue } from '../notify/outbox';
import { type Api, api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, type PatrolSite, patrolSite, sendAll } from '../test/live';
import { attachmentsOf } from '../test/mailAttachments';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp';

let t: TestContext;
let call: Api;
let ctx: ReportContext;
let peer: SmtpPeer;
let site: PatrolSite;
let companyId: number;
const owner = `owner-${randomUUID().slice(0, 6)}@site.example`;

beforeAll(async () => {
  t = await build({ SMTP_URL: 'smtp://127.0.0.1:9' });
  call = api(t);
  companyId = (await call.companies()).guardforce;
  ctx = {
    db: t.database.db,
    files: fileStoreFor(t.database, t.config.dataDir),
    publicUrl: t.config.publicUrl,
    secret: t.config.jwtSecret,
  };
  site = await patrolSite(t, call);
  await t.database.db.insert(siteContacts).values({
    siteId: site.siteId,
    name: 'Owner',
    contactNumber: '+27821230000',
    emailAddress: owner,
    shouldReceiveReportsEmail: true,
  });
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

/** Makes the site's morning report of [from, to) and delivers its e-mails; answers the one the owner received. */
async function mailOf(from: number, to: number) {
  expect(await morningReport(ctx, { kind: 'site', id: site.siteId, companyId }, { from, to })).toBe(true);
  const before = peer.received.length;
  const email = emailSender(peer.url, 'Reports <reports@patrol.local>', ctx.files);
  await deliverDue(t.database.db, { email, telegram: null, sms: null }, t.app.log, 100);
  const mail = peer.received
    .slice(before)
    .find((m) => m.to.includes(owner) && m.text.includes('Attached is the patrol report'));
  expect(mail).toBeDefined();
  return mail?.text ?? '';
}

/** The SPKI of a raw Ed25519 public key (base64url), as any client builds it. */
const publicKeyOf = (raw: string) =>
  createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(raw, 'base64url')]),
    format: 'der',
    type: 'spki',
  });

describe("the morning report's e-mail", () => {
  it("attaches the day's signed checkpoints, the portal's copy, each verifying against the public key", async () => {
    const from = Math.floor(Date.now() / 1000) - 3_600;
    await sendAll(site.handset, [ev.scan(site.tags[0].serialNumber)]);
    await makeCheckpoints(t.database.db);
    await sendAll(site.handset, [ev.scan(site.tags[1].serialNumber)]);
    await makeCheckpoints(t.database.db, new Date(Date.now() + 1_000));
    const text = await mailOf(from, from + 7_200);

    const attachments = attachmentsOf(text);
    expect(attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/json']);
    const json = attachments[1];
    expect(json.filename).toMatch(/^Patrol Site \S+ signed checkpoints \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(json.content.toString('utf8')) as CheckpointsResult;
    expect(copy.checkpoints).toHaveLength(2);
    expect(text).toContain('2 signed checkpoints of the record, attached (JSON)');

    const key = publicKeyOf(copy.publicKey);
    for (const c of copy.checkpoints) {
      expect(c).toMatchObject({ chain: 'events', siteId: site.siteId, companyId });
      const signed = `checkpoint/1|${c.chain}|${c.companyId}|${c.deviceId}|${c.n}|${c.seq}|${c.hash}|${c.rowCount}|${c.madeAt}`;
      expect(verify(null, Buffer.from(signed), key, Buffer.from(c.signature, 'base64url'))).toBe(true);
    }
    // Changed by one digit, a checkpoint no longer verifies.
    const [first] = copy.checkpoints;
    const forged = `checkpoint/1|${first.chain}|${first.companyId}|${first.deviceId}|${first.n}|${first.seq + 1}|${first.hash}|${first.rowCount}|${first.madeAt}`;
    expect(verify(null, Buffer.from(forged), key, Buffer.from(first.signature, 'base64url'))).toBe(false);

    // The same as a client of the site downloads in the portal for those days.
    const client = await call.post('admin', '/api/v1/clients', {
      name: 'Site Owner',
      emailAddress: owner,
      siteIds: [site.siteId],
    });
    const link = await call.post('admin', `/api/v1/clients/${client.json().id}/link`, {});
    const token = String(link.json().url).split('#token=')[1];
    const session = await t.app.inject({ method: 'POST', url: '/api/v1/portal/session', payload: { token } });
    const portal = await t.as(String(session.headers['x-access-token']), {
      method: 'GET',
      url: `/api/v1/portal/checkpoints?startDate=${from}&endDate=${from + 7_200}`,
    });
    expect(portal.json()).toEqual(copy);
  });

  it('says when the day has no signed checkpoints, and attaches the PDF alone', async () => {
    const from = Math.floor(Date.now() / 1000) - 30 * 86_400;
    const text = await mailOf(from, from + 86_400);
    expect(text).toContain('No signed checkpoints for this day.');
    expect(attachmentsOf(text).map((a) => a.contentType)).toEqual(['application/pdf']);
  });
});
