/**
 * POST /api/v1/chats/image-web: an image sent as the body is stored in the company's files and served
 * to the company; anything that is not an image, or is too large, is refused and nothing is kept.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES } from '../../../../contract/chat';
import { MESSAGES } from '../../../../contract/messages';
import { fileStoreFor } from '../../integrations/fileStore';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { PNG_1x1 } from '../../test/live';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
let siteId: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  siteId = await createSite(call, 'admin', { name: 'Image Chat Site' });
});
afterAll(() => t.close());

const C = MESSAGES.chat;
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const jpegOf = (bytes: number) => Buffer.concat([JPEG_HEAD, Buffer.alloc(bytes - JPEG_HEAD.length, 1)]);

async function upload(
  account: Account,
  content: Buffer | string,
  contentType = 'image/png',
  query = 'name=gate.png&extensionType=image/png',
): Promise<LightMyRequestResponse> {
  return t.as(await call.token(account), {
    method: 'POST',
    url: `/api/v1/chats/image-web?${query}`,
    payload: content,
    headers: { 'content-type': contentType },
  });
}

/** Every stored file, as company/name. */
async function storedFiles(): Promise<string[]> {
  const files = await fileStoreFor(t.database, t.config.dataDir).list();
  return files.map((file) => `${file.companyId}/${file.name}`);
}

describe('POST /api/v1/chats/image-web', () => {
  it.each<Account>(['admin', 'controller'])(
    "stores the %s's image in the company's files and serves it to the company only",
    async (account) => {
      const response = await upload(account, PNG_1x1);
      expect(response.statusCode, response.body).toBe(200);
      const { documentUrl } = response.json();
      expect(documentUrl).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
      expect(await storedFiles()).toContain(`${guardforce}${documentUrl.slice('/files'.length)}`);

      const served = await call.get('controller', documentUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
      expect((await call.get('otherAdmin', documentUrl)).statusCode).toBe(404);

      const message = await call.post(account, '/api/v1/chats', { siteId, imageUrl: documentUrl });
      expect(message.statusCode, message.body).toBe(200);
      expect(message.json()).toMatchObject({ message: '', imageUrl: documentUrl });
    },
  );

  it('recognises the image by its content, whatever type and name the browser gives', async () => {
    const response = await upload(
      'admin',
      jpegOf(2048),
      'application/octet-stream',
      'name=a.gif&extensionType=image/gif',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().documentUrl).toMatch(/\.jpg$/);
  });

  it('takes an image larger than a JSON body may be, up to 5 MB', async () => {
    const response = await upload('admin', jpegOf(CHAT_IMAGE_MAX_BYTES), 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['a text file sent as image/png', 'not an image at all', 'image/png'],
    ['a JSON body', JSON.stringify({ image: 'x' }), 'application/json'],
    ['an HTML page', '<html><script>alert(1)</script></html>', 'text/html'],
  ])('refuses %s with 400 and keeps nothing', async (_label, content, contentType) => {
    const before = await storedFiles();
    const response = await upload('admin', content, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.handset.notAnImage });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an empty body with 400 and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload('admin', Buffer.alloc(0), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: C.noImage });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image over 5 MB with 413 and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload('admin', jpegOf(CHAT_IMAGE_MAX_BYTES + 1), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: C.imageTooLarge });
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a sys-admin (chats are not theirs), and an image for another company's site", async () => {
    const before = await storedFiles();
    const sysadmin = await upload('sysadmin', PNG_1x1, 'image/png', `companyId=${guardforce}`);
    expect(sysadmin.statusCode).toBe(403);
    expect(await storedFiles()).toEqual(before);
    const response = await upload('admin', PNG_1x1);
    expect(response.statusCode).toBe(200);
    const { documentUrl } = response.json();
    expect(await storedFiles()).toContain(`${guardforce}${documentUrl.slice('/files'.length)}`);
    const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Image Site' });
    const crossed = await call.post('otherAdmin', '/api/v1/chats', { siteId: capeSite, imageUrl: documentUrl });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(C.imageNotStored);
  });

  it('takes the same upload at POST /api/v1/chat-image?name=&extensionType= (spec part 1 §7)', async () => {
    const response = await t.as(await call.token('admin'), {
      method: 'POST',
      url: '/api/v1/chat-image?name=gate.png&extensionType=image/png',
      payload: PNG_1x1,
      headers: { 'content-type': 'image/png' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { documentUrl } = response.json();
    expect(documentUrl).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    const sent = await call.post('admin', '/api/v1/chats', { siteId, message: '', imageUrl: documentUrl });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('answers 404 to an admin naming another company, 403 to a guard, 401 without a token; keeps nothing', async () => {
    const before = await storedFiles();
    const foreign = await upload('admin', PNG_1x1, 'image/png', `companyId=${capeShield}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.company.notFound);
    const guard = await upload('guard', PNG_1x1);
    expect(guard.statusCode).toBe(403);
    expect(guard.json().message).toBe(MESSAGES.auth.consoleOnly);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chats/image-web',
      payload: PNG_1x1,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});
