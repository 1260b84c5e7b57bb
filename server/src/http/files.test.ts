/**
 * Stored files (clock-in photos, chat images) go only to a signed-in employee of their company: a photo a
 * handset uploads reaches its company's console with the console's token; without a token it is 401
 * whatever the name, and to another company it is the same 404 as a name never stored.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../contract/handset';
import { MESSAGES } from '../../../contract/messages';
import { fileStoreFor } from '../integrations/fileStore';
import { type Api, api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, multipartFile, PNG_1x1, registerHandset, sendAll } from '../test/live';
import { createSite } from '../test/siteArea';
import { imageOwners } from './imageOwners';

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
/** A photo of GuardForce's, stored as a handset's upload stores it. */
let photo: string;

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  photo = await fileStoreFor(t.database, t.config.dataDir).save(PNG_1x1, 'png', guardforce);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  token ? t.as(token, { method: 'GET', url }) : t.app.inject({ method: 'GET', url });
const notFound = (url: string) => ({ message: `${MESSAGES.request.notFound} (GET ${url})` });
/** A JPEG's first bytes: what an earlier version kept as a .jpg. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const never = () => `/files/${randomBytes(16).toString('hex')}.png`;

describe('GET /files/<name>', () => {
  it('answers 401 without a token, the same for a stored name and one never stored', async () => {
    for (const url of [photo, never()]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.auth.missingToken });
      expect(response.rawPayload.includes(PNG_1x1)).toBe(false);
    }
  });

  it.each(['admin', 'controller', 'guard', 'sysadmin'] as const)(
    'serves the photo to the %s of its company (a sys-admin: any), as an image, never cached',
    async (account) => {
      const response = await get(photo, await call.token(account));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(PNG_1x1)).toBe(true);
    },
  );

  it('is the same 404 to another company as a name never stored: nothing tells that it exists', async () => {
    for (const account of ['otherAdmin', 'otherController'] as const) {
      const token = await call.token(account);
      const theirs = await get(photo, token);
      const none = never();
      const missing = await get(none, token);
      expect(theirs.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(theirs.json()).toEqual(notFound(photo));
      expect(missing.json()).toEqual(notFound(none));
    }
  });

  it('looks up only names the server makes: no path, no other type', async () => {
    const token = await call.token('sysadmin');
    for (const url of ['/files/..%2Fjwt-secret', '/files/%2E%2E%2Fjwt-secret', '/files/x.html', `${photo}.html`]) {
      expect((await get(url, token)).statusCode, url).toBe(404);
    }
  });
});

describe('a handset photo', () => {
  it("reaches its company's console with the clock-in, and no one else", async () => {
    const siteId = await createSite(call, 'admin', { name: `Files Site ${randomUUID().slice(0, 6)}` });
    const guardToken = await call.token('guard');
    const handset = await registerHandset(t, call, siteId, guardToken);
    const { payload, headers } = multipartFile('clock-in.png', PNG_1x1);
    const upload = await t.as(guardToken, {
      method: 'POST',
      url: '/api/v1/handset/photo',
      headers: { ...headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { imageUrl } = upload.json();
    await sendAll(handset, [ev.attendance(new Date(), { imageUrl })]);
    const [alert] = (await call.get('controller', `/api/v1/alert/since?afterId=0`))
      .json()
      .filter(
        (event: { type: string; imageUrl?: string }) => event.type === 'attendance' && event.imageUrl === imageUrl,
      );
    expect(alert).toBeDefined();

    expect((await get(alert.imageUrl, await call.token('controller'))).rawPayload.equals(PNG_1x1)).toBe(true);
    expect((await get(alert.imageUrl)).statusCode).toBe(401);
    expect((await get(alert.imageUrl, await call.token('otherController'))).statusCode).toBe(404);
  });
});

describe('files stored before they were kept per company', () => {
  it('are taken in for the one company whose records name them; a file nobody names, or two companies name, stays unserved', async () => {
    const files = fileStoreFor(t.database, t.config.dataDir);
    const dir = join(t.config.dataDir, 'files');
    mkdirSync(dir, { recursive: true });
    const names = { ours: 'a', theirs: 'b', nobody: 'c', both: 'd' };
    const url = (key: keyof typeof names) => `/files/${names[key].repeat(32)}.jpg`;
    for (const key of Object.keys(names) as (keyof typeof names)[]) writeFileSync(join(dir, url(key).slice(7)), JPEG);
    const employee = await call.employeeId('bongani.khumalo@guardforce.co.za');
    const capeEmployee = await call.employeeId('luthando.jacobs@capeshield.co.za');
    const clockIn = (companyId: number, employeeId: number, imageUrl: string) =>
      t.database.db.execute(
        sql`insert into attendance (event_guid, company_id, employee_id, clock_type, clock_time, image_url)
            values (${randomUUID()}, ${companyId}, ${employeeId}, 'clockIn', now(), ${imageUrl})`,
      );
    await clockIn(guardforce, employee, url('ours'));
    await clockIn(capeShield, capeEmployee, url('theirs'));
    await clockIn(guardforce, employee, url('both'));
    await clockIn(capeShield, capeEmployee, url('both'));

    expect(await files.adopt((urls) => imageOwners(t.database.db, urls))).toBe(2);
    expect(existsSync(join(dir, url('nobody').slice(7)))).toBe(true);
    expect(existsSync(join(dir, url('both').slice(7)))).toBe(true);

    const ours = await get(url('ours'), await call.token('controller'));
    expect(ours.statusCode).toBe(200);
    expect(ours.headers['content-type']).toBe('image/jpeg');
    expect(ours.rawPayload.equals(JPEG)).toBe(true);
    expect((await get(url('ours'), await call.token('otherController'))).statusCode).toBe(404);
    expect((await get(url('theirs'), await call.token('otherController'))).statusCode).toBe(200);
    for (const key of ['nobody', 'both'] as const) {
      expect((await get(url(key), await call.token('sysadmin'))).statusCode).toBe(404);
    }
  });
});
