/**
 * Several server instances on one PostgreSQL database, each with its own data folder: a file uploaded to
 * instance A (a guard's clock-in photo, a console's chat image) is served by instance B with the same
 * bytes, to its company only. PostgreSQL only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../contract/handset';
import { buildApp } from '../app';
import { type Database, openPostgres } from '../db/client';
import { type Account, type Api, api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, type Handset, multipartFile, registerHandset, sendAll } from '../test/live';
import { createSite } from '../test/siteArea';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestContext;
let call: Api;
let second: { app: FastifyInstance; database: Database; dataDir: string };
let siteId: number;
let handset: Handset;

/** A JPEG of some size whose bytes are random after its signature: only a faithful copy equals it. */
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300 * 1024)]);

describe.skipIf(!onPostgres)('stored files on two instances', () => {
  beforeAll(async () => {
    t = await build();
    call = api(t);
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const database = await openPostgres(url);
    const dataDir = mkdtempSync(join(tmpdir(), 'patrol-test-b-'));
    second = { app: await buildApp({ ...t.config, dataDir }, database), database, dataDir };
    await second.app.ready();
    siteId = await createSite(call, 'admin', { name: `Two Instances ${randomUUID().slice(0, 6)}` });
    handset = await registerHandset(t, call, siteId, await call.token('guard'));
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  /** GET on instance B, as a demo account. */
  const getOnB = async (url: string, account: Account) =>
    second.app.inject({ method: 'GET', url, headers: { 'x-access-token': await call.token(account) } });

  it("serves a guard's clock-in photo uploaded to A from B, the same bytes, to its company only", async () => {
    const photo = jpeg();
    const { payload, headers } = multipartFile('clock-in.jpg', photo, 'image/jpeg');
    const upload = await t.as(handset.token, {
      method: 'POST',
      url: '/api/v1/handset/photo',
      headers: { ...headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { imageUrl } = upload.json();
    await sendAll(handset, [ev.attendance(new Date(), { imageUrl })], second.app);

    for (const account of ['admin', 'controller', 'sysadmin'] as const) {
      const served = await getOnB(imageUrl, account);
      expect(served.statusCode, account).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(photo)).toBe(true);
    }
    for (const account of ['otherAdmin', 'otherController'] as const) {
      const refused = await getOnB(imageUrl, account);
      expect(refused.statusCode, account).toBe(404);
      expect(refused.rawPayload.includes(photo.subarray(4, 64))).toBe(false);
    }
  });

  it('takes a chat message on B naming an image uploaded to A, and serves the image from B to its company only', async () => {
    const image = jpeg();
    const upload = await t.as(await call.token('admin'), {
      method: 'POST',
      url: '/api/v1/chats/image-web',
      payload: image,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { documentUrl } = upload.json();

    const message = await second.app.inject({
      method: 'POST',
      url: '/api/v1/chats',
      headers: { 'x-access-token': await call.token('controller') },
      payload: { siteId, imageUrl: documentUrl },
    });
    expect(message.statusCode, message.body).toBe(200);
    const served = await getOnB(documentUrl, 'controller');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect((await getOnB(documentUrl, 'otherAdmin')).statusCode).toBe(404);
  });

  it("keeps nothing on either instance's disk", () => {
    for (const dataDir of [t.config.dataDir, second.dataDir]) expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });
});
