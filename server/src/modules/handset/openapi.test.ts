/**
 * The handset API as a contract: the OpenAPI document describes every event type with its fields, an
 * example batch, the per-event answers and the messages; a handset built from the document alone (its
 * example batch, its photo form, its install report) is answered 'accepted' by the server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER, HANDSET_EVENT_TYPES, handsetEvent } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, valid } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, type Handset, multipartFile, PNG_1x1, registerHandset } from '../../test/live';
import { createSite } from '../../test/siteArea';

interface Schema {
  type?: string;
  enum?: string[];
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
}
type Operation = {
  description: string;
  requestBody: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { description: string; content: Record<string, { schema: Schema }> }>;
};

let t: TestContext;
let call: Api;
let doc: { paths: Record<string, Record<string, Operation>> };
let handset: Handset;

beforeAll(async () => {
  t = await build({ API_DOCS: 'public' });
  call = api(t);
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  // A guard of the site the handset is registered at, as a handset is used.
  const siteId = await createSite(call, 'admin', { name: `OpenAPI Site ${randomUUID().slice(0, 6)}` });
  const emailAddress = `guard.${randomUUID().slice(0, 8)}@guardforce.co.za`;
  const guard = await call.post('admin', '/api/v1/employee', { ...valid.employee(), emailAddress, siteId });
  expect(guard.statusCode, guard.body).toBe(200);
  handset = await registerHandset(t, call, siteId, await t.login(emailAddress, valid.employee().password));
});
afterAll(() => t.close());

const events = () => doc.paths['/api/v1/handset/events'].post;
const body = () => events().requestBody.content['application/json'];
const branches = () => body().schema.properties?.events.items?.oneOf ?? [];
const branch = (type: string) => branches().find((schema) => schema.properties?.type.enum?.[0] === type);

/** The fields an event must have, read from the contract: those that do not accept a missing value. */
function requiredFields(type: string): string[] {
  const option = handsetEvent.options.find((o) => o.shape.type.value === type);
  if (!option) throw new Error(type);
  return Object.entries(option.shape as Record<string, { safeParse(value: unknown): { success: boolean } }>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
}

describe('the document', () => {
  it('shows the batch as an array of oneOf the event types, discriminated by type', () => {
    const array = body().schema.properties?.events;
    expect(array?.type).toBe('array');
    expect(array?.items?.discriminator).toEqual({ propertyName: 'type' });
    expect(branches().map((schema) => schema.properties?.type.enum)).toEqual(HANDSET_EVENT_TYPES.map((type) => [type]));
  });

  it.each(HANDSET_EVENT_TYPES)('describes %s with its required fields, each field described', (type) => {
    const schema = branch(type);
    expect(schema?.title).toMatch(/Event$/);
    expect(schema?.description).toBeTruthy();
    expect([...(schema?.required ?? [])].sort()).toEqual(requiredFields(type).sort());
    for (const [name, field] of Object.entries(schema?.properties ?? {})) {
      if (name !== 'type') expect(field.description, `${type}.${name}`).toBeTruthy();
    }
  });

  it('gives the units: epoch seconds, degrees, percent', () => {
    const fields = (type: string) => branch(type)?.properties ?? {};
    expect(fields('panic').sentAt.description).toMatch(/epoch seconds/);
    expect(fields('deviceLocation').latitude.description).toMatch(/degrees/);
    expect(fields('deviceLocation').longitude.description).toMatch(/degrees/);
    expect(fields('deviceStatus').batteryStatus.description).toMatch(/percent/);
  });

  it('answers per event with its statuses, and lists the messages a handset may get', () => {
    const answer = events().responses['200'].content['application/json'].schema;
    expect(answer.properties?.results.items?.properties?.status.enum).toEqual(['accepted', 'duplicate', 'rejected']);
    // An accepted scan's judgement is an optional field: the answer's required fields stay as they were.
    expect(answer.properties?.results.items?.required).toEqual(['eventGuid', 'status']);
    expect(answer.properties?.results.items?.properties?.scan?.properties?.judged.enum).toEqual([
      'onTime',
      'early',
      'late',
      'notOnPatrol',
      'unknownTag',
    ]);
    const H = MESSAGES.handset;
    for (const text of [
      H.unknownEventType,
      H.eventGuidNotUuid,
      H.sentAtNotEpoch,
      H.aheadTime,
      H.staleTime,
      H.imageUrlNotStored,
      H.eventNotStored,
      H.unregistered,
      H.tooManyBatches,
      MESSAGES.auth.missingToken,
      MESSAGES.auth.expiredToken,
    ]) {
      expect(events().description).toContain(text);
    }
    expect(Object.keys(events().responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
  });

  it('has an example batch with one event of each type', () => {
    const example = body().example as { events: { type: string }[] };
    expect(example.events.map((event) => event.type).sort()).toEqual([...HANDSET_EVENT_TYPES].sort());
  });

  it('documents the photo upload as a multipart form and the install report', () => {
    const photo = doc.paths['/api/v1/handset/photo'].post.requestBody.content['multipart/form-data'].schema;
    expect(photo.required).toEqual(['file']);
    expect(photo.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    const install = doc.paths['/api/v1/device/installInfo'].post.requestBody.content['application/json'].schema;
    expect(install.required).toEqual(['appInstanceId', 'serialNumber']);
    expect(install.properties?.appInstanceId.description).toContain(APP_INSTANCE_HEADER);
  });
});

describe('a handset built from the document', () => {
  it('sends the example batch, each event with a fresh eventGuid and time, and every event is accepted', async () => {
    const { payload, headers } = multipartFile('clock-in.png', PNG_1x1);
    const photo = await t.as(handset.token, {
      method: 'POST',
      url: '/api/v1/handset/photo',
      payload,
      headers: { ...headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const { imageUrl } = photo.json();

    const example = body().example as { events: Record<string, unknown>[] };
    const now = epoch(new Date());
    const batch = example.events.map((event, i) => ({
      ...event,
      eventGuid: randomUUID(),
      sentAt: now - example.events.length + i,
      ...(event.type === 'attendance' ? { imageUrl } : {}),
    }));
    const response = await handset.send(batch);
    expect(response.statusCode, response.body).toBe(200);
    // The example's serial is no tag of this site: the scan is answered with that judgement.
    const unknownTag = { judged: 'unknownTag', minutes: 0, tagName: null, routeName: null };
    expect(response.json().results).toEqual(
      batch.map((event, i) => ({
        eventGuid: event.eventGuid,
        status: 'accepted',
        ...(example.events[i].type === 'nfcTagScan' ? { scan: unknownTag } : {}),
      })),
    );
  });

  it('reports its install with the documented example', async () => {
    const install = doc.paths['/api/v1/device/installInfo'].post.requestBody.content['application/json'];
    const response = await t.as(handset.token, {
      method: 'POST',
      url: '/api/v1/device/installInfo',
      payload: install.example as Record<string, unknown>,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('reading the chat', () => {
  it("documents GET /handset/chat with its cursor, its answer and the handset's refusals", () => {
    const chat = doc.paths['/api/v1/handset/chat'].get;
    expect(chat.description).toContain('afterId');
    for (const text of [MESSAGES.handset.unregistered, MESSAGES.handset.otherSite, MESSAGES.auth.expiredToken]) {
      expect(chat.description).toContain(text);
    }
    expect(Object.keys(chat.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const answer = chat.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties ?? {}).sort()).toEqual(['hasMore', 'messages']);
  });

  it('answers a handset built from the document with its site’s messages', async () => {
    const response = await t.as(handset.token, {
      method: 'GET',
      url: '/api/v1/handset/chat',
      headers: { [APP_INSTANCE_HEADER]: handset.appInstanceId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().messages.map((m: { message: string }) => m.message)).toContain(
      'All quiet at the main gate.',
    );
  });
});
