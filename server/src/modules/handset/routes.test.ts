/**
 * The handset API: who may send, idempotency on eventGuid, per-event errors with the rest of the batch
 * taken, photos, attendance, device status, offline watch and the site boundary.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER, MAX_BATCH } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { fileStoreFor } from '../../integrations/fileStore';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import {
  epoch,
  ev,
  eventsWhere,
  type Fields,
  type Handset,
  handsetCall,
  minutes,
  multipartFile,
  PNG_1x1,
  pastMinute,
  placeGuard,
  registerHandset,
  sendAll,
} from '../../test/live';
import { createSite, linkTelegram } from '../../test/siteArea';
import { markOfflineDevices } from '../device/offline';

let t: TestContext;
let call: Api;
let guardforce: number;
let siteId: number;
let siteName: string;
let handset: Handset;
let guardToken: string;

const contacts = [
  {
    name: 'Estate Manager',
    contactNumber: '+27821234567',
    emailAddress: 'manager@estate.co.za',
    shouldReceiveBoundryEmail: true,
    shouldReceiveBoundryTelegram: true,
    shouldReceivePanicsPhone: true,
  },
  {
    name: 'Control Room',
    contactNumber: '+27117840000',
    emailAddress: 'control@estate.co.za',
    shouldReceiveBatteryLowEmail: true,
    shouldReceivePleaseCallsPhone: true,
  },
];

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  siteName = `Handset Site ${randomUUID().slice(0, 6)}`;
  siteId = await createSite(call, 'admin', { name: siteName, contacts });
  await linkTelegram(t, siteId, 'Estate Manager', '424242');
  guardToken = await call.token('guard');
  handset = await registerHandset(t, call, siteId, guardToken);
});
afterAll(() => t.close());

const statuses = (response: { json(): { results: { status: string }[] } }) =>
  response.json().results.map((result) => result.status);
const stored = (guids: string[]) =>
  guids.length ? eventsWhere(t, sql`event_guid::text in (${sql.join(guids, sql`, `)})`) : Promise.resolve([]);
const outbox = (subject: string) =>
  rows<{ channel: string; recipient: string; body: string }>(
    t,
    sql`select channel, recipient, body from notification_outbox where subject = ${subject} order by id`,
  );
const ofDevice = (deviceId: number, type: string) => eventsWhere(t, sql`device_id = ${deviceId} and type = ${type}`);
function photo(token: string, appInstanceId: string, content: Buffer, filename = 'photo.png') {
  const { payload, headers } = multipartFile(filename, content);
  return t.as(token, {
    method: 'POST',
    url: '/api/v1/handset/photo',
    payload,
    headers: { ...headers, [APP_INSTANCE_HEADER]: appInstanceId },
  });
}

describe('who may send', () => {
  it('answers 403 to an app instance id nobody registered, logs it, and stores nothing', async () => {
    const before = await count(t, 'events');
    const response = await handsetCall(t, guardToken, 'never-registered', [ev.panic()]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.handset.unregistered);
    expect(await count(t, 'events')).toBe(before);
  });

  it('answers 403 to a device of another company, both ways, and stores nothing', async () => {
    const before = await count(t, 'events');
    // Cape Shield's demo handset, used with a GuardForce guard's token.
    const theirs = await handsetCall(t, guardToken, 'demo-app-4-1', [ev.panic(), ev.pleaseCallMe()]);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(MESSAGES.handset.unregistered);
    // And a Cape Shield guard with GuardForce's handset.
    const capeGuard = await t.login('luthando.jacobs@capeshield.co.za');
    const ours = await handsetCall(t, capeGuard, handset.appInstanceId, [ev.panic()]);
    expect(ours.statusCode).toBe(403);
    expect(await count(t, 'events')).toBe(before);
    expect((await photo(capeGuard, handset.appInstanceId, PNG_1x1)).statusCode).toBe(403);
  });

  it.each(['admin', 'controller', 'sysadmin'] as const)(
    "refuses a %s's token even with the registered app instance id: the handset API is for guards",
    async (account) => {
      const before = await count(t, 'events');
      const response = await handsetCall(t, await call.token(account), handset.appInstanceId, [ev.panic()]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.handset.guardsOnly);
      expect(await count(t, 'events')).toBe(before);
    },
  );

  it('answers 400 to a guard that sends no app instance id', async () => {
    const none = await t.as(handset.token, {
      method: 'POST',
      url: '/api/v1/handset/events',
      payload: { events: [ev.panic()] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(APP_INSTANCE_HEADER);
  });

  it("refuses a guard of the company placed at another site than the handset's", async () => {
    const before = await count(t, 'events');
    const johannes = await t.login('johannes.botha@guardforce.co.za');
    const elsewhere = await createSite(call, 'admin', { name: `Elsewhere ${randomUUID()}` });
    await placeGuard(t, johannes, elsewhere);
    const response = await handsetCall(t, johannes, handset.appInstanceId, [ev.panic()]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.handset.otherSite);
    expect(await count(t, 'events')).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/handset/events',
      headers: { [APP_INSTANCE_HEADER]: handset.appInstanceId },
      payload: { events: [ev.panic()] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.auth.missingToken);
  });
});

describe('idempotency on eventGuid', () => {
  it('takes a guid sent twice in one batch once: one event, one set of notifications', async () => {
    const panic = ev.panic();
    const response = await handset.send([panic, panic]);
    expect(response.json().results).toEqual([
      { eventGuid: panic.eventGuid, status: 'accepted' },
      { eventGuid: panic.eventGuid, status: 'duplicate' },
    ]);
    expect(await stored([panic.eventGuid])).toHaveLength(1);
    expect(await outbox(`PANIC at ${siteName}`)).toHaveLength(1);
  });

  it('answers a retry in a later batch "duplicate" and changes nothing, whatever the retry says', async () => {
    const callMe = ev.pleaseCallMe();
    await sendAll(handset, [callMe]);
    const events = await count(t, 'events');
    const messages = await count(t, 'notification_outbox');
    const retry = await handset.send([callMe, { ...callMe, type: 'panic' }, { ...callMe, sentAt: callMe.sentAt - 60 }]);
    expect(statuses(retry)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await count(t, 'events')).toBe(events);
    expect(await count(t, 'notification_outbox')).toBe(messages);
    const [row] = await stored([callMe.eventGuid]);
    expect(row.type).toBe('pleaseCallMe');
    expect(row.payload.sentAt).toBe(callMe.sentAt);
  });

  it('takes a guid written in capitals, and its retry in small letters is the same event', async () => {
    const upper = [ev.location(-26.1247, 28.0344), ev.pleaseCallMe(), ev.attendance()].map((event) => ({
      ...event,
      eventGuid: event.eventGuid.toUpperCase(),
    }));
    const first = await handset.send(upper);
    expect(statuses(first)).toEqual(['accepted', 'accepted', 'accepted']);
    const lower = upper.map((event) => ({ ...event, eventGuid: event.eventGuid.toLowerCase() }));
    expect(statuses(await handset.send(lower))).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const guids = lower.map((event) => event.eventGuid);
    expect(await stored(guids)).toHaveLength(3);
    expect(await count(t, 'device_locations', sql`event_guid = ${guids[0]}`)).toBe(1);
    expect(await count(t, 'attendance', sql`event_guid = ${guids[2]}`)).toBe(1);
  });

  it('keeps one of every stored row for retried attendance, location, chat and enrollment events', async () => {
    const batch = [
      ev.attendance(new Date(), { clockType: 'clockOut' }),
      ev.location(-26.1247, 28.0344),
      ev.chat('All quiet at the gate'),
      {
        type: 'tagEnrollment',
        eventGuid: randomUUID(),
        sentAt: epoch(new Date()),
        name: 'Gate 7',
        serialNumber: `04:77:${randomUUID().slice(0, 4)}`,
      },
    ];
    await sendAll(handset, batch);
    expect(statuses(await handset.send(batch))).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    const guids = batch.map((event) => event.eventGuid);
    for (const table of ['attendance', 'device_locations', 'chat_messages', 'tag_enrollments']) {
      expect(await count(t, table, sql`event_guid in (${sql.join(guids, sql`, `)})`), table).toBe(1);
    }
    expect(await stored(guids)).toHaveLength(4);
  });
});

describe('per-event errors', () => {
  it('answers each bad event with a clear message and stores the rest of the batch', async () => {
    const good = [ev.panic(), ev.pleaseCallMe()];
    const skewed = ev.pleaseCallMe(new Date(Date.now() + 120_000));
    const bad: [Fields | string, string][] = [
      [{ ...ev.panic(), type: 'selfDestruct' }, 'type: Unknown event type.'],
      ['not an event', 'Unknown event type.'],
      [
        { ...ev.location(-26.1, 28.0), latitude: undefined },
        'latitude: Invalid input: expected number, received undefined',
      ],
      [{ ...ev.location(-26.1, 28.0), latitude: 123 }, 'latitude: Too big: expected number to be <=90'],
      [
        { ...ev.status(50, false), batteryStatus: '50%' },
        'batteryStatus: Invalid input: expected number, received string',
      ],
      [{ ...ev.panic(), sentAt: 'yesterday' }, 'sentAt: sentAt must be epoch seconds.'],
      [{ ...ev.panic(), sentAt: undefined }, 'sentAt: sentAt must be epoch seconds.'],
      [{ ...ev.panic(), sentAt: 1e20 }, 'sentAt: sentAt must be epoch seconds.'],
      [{ ...ev.panic(), sentAt: -3 }, 'sentAt: sentAt must be epoch seconds.'],
      [{ ...ev.scan('') }, 'serialNumber: Too small: expected string to have >=1 characters'],
      [{ ...ev.panic(), eventGuid: 'panic-1' }, 'eventGuid: eventGuid must be a UUID.'],
      [{ ...ev.panic(), eventGuid: undefined }, 'eventGuid: eventGuid must be a UUID.'],
      [{ ...ev.panic(), colour: 'red' }, 'Unrecognized key: "colour"'],
    ];
    const response = await handset.send([good[0], ...bad.map(([event]) => event), good[1], skewed]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { eventGuid: string | null; status: string; message?: string }[];
    expect(results).toHaveLength(bad.length + 3);
    expect(results[0].status).toBe('accepted');
    expect(results.slice(1, -2).map((result) => result.message)).toEqual(bad.map(([, message]) => message));
    expect(results.slice(1, -2).every((result) => result.status === 'rejected')).toBe(true);
    expect(results.slice(-2).map((result) => result.status)).toEqual(['accepted', 'accepted']);
    // The guid of a rejected event is echoed when there is one, so the handset knows which it was.
    expect(results[1].eventGuid).toBe((bad[0][0] as Fields).eventGuid);
    const guids = bad.flatMap(([event]) =>
      typeof event === 'object' && typeof event.eventGuid === 'string' ? [event.eventGuid] : [],
    );
    expect(await stored(guids)).toEqual([]);
    expect((await stored([...good, skewed].map((event) => event.eventGuid))).map((row) => row.type)).toEqual([
      'panic',
      'pleaseCallMe',
      'pleaseCallMe',
    ]);
  });

  it('rejects an attendance for an employee of another company and keeps the rest', async () => {
    const [capeGuard] = await rows<{ id: number }>(
      t,
      sql`select id from employees where email_address = 'luthando.jacobs@capeshield.co.za'`,
    );
    const foreign = ev.attendance(new Date(), { employeeId: capeGuard.id });
    const own = ev.attendance(new Date(), { clockType: 'clockOut' });
    const response = await handset.send([foreign, own]);
    expect(response.json().results).toEqual([
      { eventGuid: foreign.eventGuid, status: 'rejected', message: MESSAGES.handset.guardNotOfSite },
      { eventGuid: own.eventGuid, status: 'accepted' },
    ]);
    expect(await count(t, 'attendance', sql`event_guid = ${foreign.eventGuid}`)).toBe(0);
  });

  it("clocks in only guards of the handset's site: not a guard of another site, not a controller", async () => {
    const [otherGuard, controller] = await rows<{ id: number }>(
      t,
      sql`select id from employees where email_address in ('kagiso.sithole@guardforce.co.za', 'controller@guardforce.co.za') order by role desc`,
    );
    const elsewhere = await createSite(call, 'admin', { name: `Other post ${randomUUID()}` });
    await placeGuard(t, await t.login('kagiso.sithole@guardforce.co.za'), elsewhere);
    const events = [otherGuard, controller].map((e) => ev.attendance(new Date(), { employeeId: e.id }));
    const response = await handset.send(events);
    expect(response.json().results).toEqual(
      events.map((e) => ({ eventGuid: e.eventGuid, status: 'rejected', message: MESSAGES.handset.guardNotOfSite })),
    );
    expect(await count(t, 'attendance', sql`event_guid in (${events[0].eventGuid}, ${events[1].eventGuid})`)).toBe(0);
  });

  it('refuses an event with a NUL character on its own and takes the rest of the batch', async () => {
    const bad = ev.chat('Gate\u0000open');
    const good = ev.chat('Gate open');
    const response = await handset.send([bad, good]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { eventGuid: bad.eventGuid, status: 'rejected', message: MESSAGES.request.nulCharacter },
      { eventGuid: good.eventGuid, status: 'accepted' },
    ]);
  });

  it('answers an event the database fails on with a fixed message that asks for it again later', async () => {
    // A fault of the database's own, for one chat message: a trigger that raises while storing it.
    const db = t.database.db;
    await db.execute(sql`create function fail_chat() returns trigger as $$ begin
      if new.message = 'fail here' then raise exception 'insert into chat_messages failed (secret params)'; end if;
      return new; end $$ language plpgsql`);
    await db.execute(
      sql`create trigger fail_chat before insert on chat_messages for each row execute function fail_chat()`,
    );
    try {
      const failing = ev.chat('fail here');
      const panic = ev.panic();
      const response = await handset.send([failing, panic]);
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([
        { eventGuid: failing.eventGuid, status: 'rejected', message: MESSAGES.handset.eventNotStored },
        { eventGuid: panic.eventGuid, status: 'accepted' },
      ]);
      expect(response.body).not.toMatch(/insert|chat_messages|params/i);
      expect(await stored([failing.eventGuid])).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger fail_chat on chat_messages`);
      await db.execute(sql`drop function fail_chat`);
    }
  });

  it('rejects for good, with a field message, an id no row can have', async () => {
    const beyond = ev.attendance(new Date(), { employeeId: 2 ** 31 });
    const response = await handset.send([beyond]);
    expect(response.json().results).toEqual([
      {
        eventGuid: beyond.eventGuid,
        status: 'rejected',
        message: 'employeeId: Too big: expected number to be <=2147483647',
      },
    ]);
    expect(await stored([beyond.eventGuid])).toEqual([]);
  });

  it('keeps a panic from a handset whose clock was reset, at the time it arrived, and says so', async () => {
    const panic = ev.panic(new Date(1_000_000_000_000));
    const before = Math.floor(Date.now() / 1000);
    const response = await handset.send([panic]);
    const [result] = response.json().results;
    expect(result).toMatchObject({ eventGuid: panic.eventGuid, status: 'accepted' });
    expect(result.message).toMatch(/more than 7 days ago/);
    const [row] = await stored([panic.eventGuid]);
    expect((row.payload as { sentAt: number }).sentAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps events from a handset whose clock runs ahead at the time they arrived, marked, and says so', async () => {
    const hourAhead = ev.panic(new Date(Date.now() + 3600_000));
    const farAhead = { ...ev.pleaseCallMe(), sentAt: Number.MAX_SAFE_INTEGER };
    const before = Math.floor(Date.now() / 1000);
    const response = await handset.send([hourAhead, farAhead]);
    expect(response.json().results).toEqual(
      [hourAhead, farAhead].map(({ eventGuid }) => ({
        eventGuid,
        status: 'accepted',
        message: MESSAGES.handset.aheadTime,
      })),
    );
    const rows = await stored([hourAhead.eventGuid, farAhead.eventGuid]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const { sentAt, deviceClock } = row.payload as { sentAt: number; deviceClock: { sentAt: number } };
      expect(sentAt).toBeGreaterThanOrEqual(before);
      expect(sentAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
      expect(deviceClock.sentAt).toBe(row.event_guid === hourAhead.eventGuid ? hourAhead.sentAt : farAhead.sentAt);
    }
  });

  it('answers 400 to a body that is not a batch of 1 to MAX_BATCH events', async () => {
    for (const payload of [
      {},
      { events: [] },
      { events: 'panic' },
      { events: Array(MAX_BATCH + 1).fill(ev.panic()) },
    ]) {
      const response = await t.as(guardToken, {
        method: 'POST',
        url: '/api/v1/handset/events',
        headers: { [APP_INSTANCE_HEADER]: handset.appInstanceId },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().message).toMatch(/events/);
    }
  });
});

describe('photos and attendance', () => {
  const files = async () => (await fileStoreFor(t.database, t.config.dataDir).list()).length;

  it('stores a real image and serves it at its imageUrl with its content type, to a signed-in user of its company', async () => {
    const response = await photo(guardToken, handset.appInstanceId, PNG_1x1, 'me.jpg');
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(401);
    const served = await t.as(guardToken, { method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
  });

  it('refuses a text file named .png, and saves nothing', async () => {
    const before = await files();
    const response = await photo(guardToken, handset.appInstanceId, Buffer.from('<script>alert(1)</script>'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.handset.notAnImage);
    expect(await files()).toBe(before);
  });

  it('takes a photo larger than a JSON body may be, and refuses one over 5 MB with 413', async () => {
    const twoMb = Buffer.concat([PNG_1x1, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await photo(guardToken, handset.appInstanceId, twoMb)).statusCode).toBe(200);
    const before = await files();
    const tooBig = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await photo(guardToken, handset.appInstanceId, tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MESSAGES.handset.photoTooLarge);
    expect(await files()).toBe(before);
  });

  it('answers 400 when no file is sent: a JSON body, or a form without a file', async () => {
    const json = await t.as(guardToken, {
      method: 'POST',
      url: '/api/v1/handset/photo',
      headers: { [APP_INSTANCE_HEADER]: handset.appInstanceId },
      payload: { imageUrl: '/files/a.png' },
    });
    const form = multipartFile('x', Buffer.alloc(0));
    const withoutFile = await t.as(guardToken, {
      method: 'POST',
      url: '/api/v1/handset/photo',
      headers: { ...form.headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
      payload: Buffer.from(form.payload.toString().replace('name="file"; filename="x"', 'name="note"')),
    });
    for (const response of [json, withoutFile]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.handset.noFile);
    }
  });

  it('clocks a guard in with the photo: an attendance row and an attendance event carrying its imageUrl', async () => {
    const { imageUrl } = (await photo(guardToken, handset.appInstanceId, PNG_1x1)).json();
    const clockIn = ev.attendance(pastMinute(1), { imageUrl, alternateIdentification: 'ID 8001015009087' });
    await sendAll(handset, [clockIn]);
    const guard = await call.employeeId('bongani.khumalo@guardforce.co.za');
    const [row] = await rows<Record<string, unknown>>(
      t,
      sql`select employee_id, device_id, site_id, clock_type, image_url from attendance where event_guid = ${clockIn.eventGuid}`,
    );
    expect(row).toEqual({
      employee_id: guard,
      device_id: handset.deviceId,
      site_id: siteId,
      clock_type: 'clockIn',
      image_url: imageUrl,
    });
    const [event] = await stored([clockIn.eventGuid]);
    expect(event.payload).toMatchObject({
      eventGuid: clockIn.eventGuid,
      type: 'attendance',
      clockType: 'clockIn',
      clockTime: clockIn.sentAt,
      companyId: guardforce,
      employeeId: guard,
      deviceId: handset.deviceId,
      device: { id: handset.deviceId },
      site: { id: siteId, name: siteName },
      alternateIdentification: 'ID 8001015009087',
      imageUrl,
    });
  });

  it('refuses, in a chat message or a clock-in, a file of another company or one never stored', async () => {
    const store = fileStoreFor(t.database, t.config.dataDir);
    const { capeShield } = await call.companies();
    const theirs = await store.save(PNG_1x1, 'png', capeShield);
    const never = '/files/0123456789abcdef0123456789abcdef.png';
    const ours = (await photo(handset.token, handset.appInstanceId, PNG_1x1)).json().imageUrl as string;
    const events = [
      ev.attendance(new Date(), { imageUrl: theirs }),
      { ...ev.chat('look'), imageUrl: theirs },
      { ...ev.chat('look'), imageUrl: never },
      { ...ev.chat('ours'), imageUrl: ours },
    ];
    const response = await handset.send(events);
    expect(response.json().results.map((r: { status: string; message?: string }) => [r.status, r.message])).toEqual([
      ['rejected', `imageUrl: ${MESSAGES.handset.imageUrlNotStored}`],
      ['rejected', `imageUrl: ${MESSAGES.handset.imageUrlNotStored}`],
      ['rejected', `imageUrl: ${MESSAGES.handset.imageUrlNotStored}`],
      ['accepted', undefined],
    ]);
    expect(await stored(events.slice(0, 3).map((e) => e.eventGuid))).toEqual([]);
  });

  it('refuses an imageUrl this server did not store', async () => {
    for (const imageUrl of ['https://tracker.example/pixel.png', 'javascript:alert(1)', '/files/../../etc/passwd']) {
      const response = await handset.send([ev.attendance(new Date(), { imageUrl })]);
      expect(response.json().results[0]).toMatchObject({
        status: 'rejected',
        message: 'imageUrl: send the imageUrl answered by POST /api/v1/handset/photo.',
      });
    }
  });
});

describe('device status', () => {
  it('raises one deviceBatteryLow for a low battery not charging, until the battery recovers', async () => {
    const device = await registerHandset(t, call, siteId, guardToken);
    const subject = `Battery low: ${(await rows<{ n: string }>(t, sql`select device_name as n from devices where id = ${device.deviceId}`))[0].n} at ${siteName}`;
    const lows = () => ofDevice(device.deviceId, 'deviceBatteryLow');
    await sendAll(device, [ev.status(60, false), ev.status(14, true)]);
    expect(await lows()).toHaveLength(0);
    await sendAll(device, [ev.status(14, false)]);
    await sendAll(device, [ev.status(12, false)]);
    await sendAll(device, [ev.status(9, false), ev.status(8, false)]);
    const [low] = await lows();
    expect(await lows()).toHaveLength(1);
    expect(low.payload).toMatchObject({
      type: 'deviceBatteryLow',
      status: '14%',
      deviceId: device.deviceId,
      companyId: guardforce,
      device: { id: device.deviceId },
      site: { id: siteId },
    });
    expect(await outbox(subject)).toEqual([
      expect.objectContaining({ channel: 'email', recipient: 'control@estate.co.za' }),
    ]);
    // Put on charge: recovered. Low again off the charger: a new alert.
    await sendAll(device, [ev.status(9, true)]);
    await sendAll(device, [ev.status(7, false)]);
    expect(await lows()).toHaveLength(2);
    const [row] = await rows<{ battery_status: number; is_charging: boolean }>(
      t,
      sql`select battery_status, is_charging from devices where id = ${device.deviceId}`,
    );
    expect(row).toEqual({ battery_status: 7, is_charging: false });
  });

  it('marks a handset silent past the limit offline once, and again only after it was heard from', async () => {
    const device = await registerHandset(t, call, siteId, guardToken);
    const quiet = await registerHandset(t, call, siteId, guardToken);
    await sendAll(device, [ev.location(-26.1247, 28.0344)]);
    const heard = Date.now();
    const offline = () => ofDevice(device.deviceId, 'deviceOffline');
    const mine = (emits: { payload: Record<string, unknown> }[]) =>
      emits.filter((emit) => emit.payload.deviceId === device.deviceId);

    expect(mine(await markOfflineDevices(t.database.db, new Date(heard + 14 * 60_000), 15))).toEqual([]);
    const emits = mine(await markOfflineDevices(t.database.db, new Date(heard + 16 * 60_000), 15));
    expect(emits).toHaveLength(1);
    expect(emits[0]).toMatchObject({ companyId: guardforce, event: 'devicestatus-qa.deviceOffline' });
    expect(emits[0].payload).toMatchObject({
      type: 'deviceOffline',
      status: 'offline',
      deviceId: device.deviceId,
      companyId: guardforce,
      device: { id: device.deviceId },
      site: { id: siteId },
      sentAt: Math.floor((heard + 16 * 60_000) / 1000),
    });
    // Nobody had clocked in with it: no guard is named.
    expect(emits[0].payload).not.toHaveProperty('employeeId');
    expect(mine(await markOfflineDevices(t.database.db, new Date(heard + 60 * 60_000), 15))).toEqual([]);
    expect(await offline()).toHaveLength(1);
    // A handset never heard from is not reported.
    expect(await ofDevice(quiet.deviceId, 'deviceOffline')).toEqual([]);

    // Heard from again with a guard clocked in on it: the alert says since when it is back.
    const [first] = await offline();
    // (Clocked in now: his last clock, earlier in this file, is a clock-out.)
    await sendAll(device, [ev.attendance(new Date()), ev.status(80, true)]);
    const unanswered = async () =>
      ((await call.get('controller', '/api/v1/alert/unrespondedTo')).json() as Fields[]).filter(
        (alert) => alert.deviceId === device.deviceId,
      );
    const [back] = await unanswered();
    expect(back).toMatchObject({
      eventGuid: first.event_guid,
      type: 'deviceOffline',
      backOnlineAt: expect.any(Number),
    });
    expect(Math.abs((back.backOnlineAt as number) - epoch(new Date()))).toBeLessThan(60);
    // Silent again before anyone answered: the same row counts it, silent again, and names the guard now on duty.
    const bongani = await call.employeeId('bongani.khumalo@guardforce.co.za');
    const again = mine(await markOfflineDevices(t.database.db, new Date(Date.now() + 16 * 60_000), 15));
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ event: 'devicestatus-qa.deviceOffline' });
    expect(again[0].payload).toMatchObject({ id: back.id, repeats: 2, backOnlineAt: null, employeeId: bongani });
    expect(await offline()).toHaveLength(1);
    expect(await unanswered()).toEqual([expect.objectContaining({ id: back.id, repeats: 2, backOnlineAt: null })]);

    // Back once more and acknowledged in one click; silent after that: a new alert.
    await sendAll(device, [ev.status(79, true)]);
    const acknowledged = await call.post('controller', '/api/v1/alarmAlert/acknowledge', {
      eventGuids: [back.eventGuid],
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(await unanswered()).toEqual([]);
    const later = mine(await markOfflineDevices(t.database.db, new Date(Date.now() + 16 * 60_000), 15));
    expect(later).toHaveLength(1);
    expect(later[0].payload).not.toHaveProperty('repeats');
    expect(await offline()).toHaveLength(2);
  });
});

describe('the site boundary', () => {
  const unanswered = async (deviceId: number) =>
    (
      (await call.get('controller', '/api/v1/alert/unrespondedTo')).json() as {
        type: string;
        deviceId: number;
        [field: string]: unknown;
      }[]
    ).filter((alert) => alert.deviceId === deviceId);

  it('raises a Misc boundary exit alert, notifies the Boundry contacts once per half hour, and counts a repeat on the same row', async () => {
    const device = await registerHandset(t, call, siteId, guardToken);
    const start = pastMinute(2);
    const exits = () => ofDevice(device.deviceId, 'boundaryExit');
    const outside = (minute: number) => ev.location(-26.2, 28.1, minutes(start, minute));
    await sendAll(device, [ev.location(-26.1247, 28.0344, start)]);
    expect(await exits()).toEqual([]);
    expect(await count(t, 'device_locations', sql`device_id = ${device.deviceId}`)).toBe(1);

    await sendAll(device, [outside(1)]);
    await sendAll(device, [outside(10), outside(30)]);
    expect(await exits()).toHaveLength(1);
    const name = (
      await rows<{ n: string }>(t, sql`select device_name as n from devices where id = ${device.deviceId}`)
    )[0].n;
    const messages = await outbox(`${name} left ${siteName}`);
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'manager@estate.co.za'],
      ['telegram', '424242'],
    ]);
    expect(messages[0].body).toContain('-26.20000, 28.10000');
    // It waits for an answer with the others, on the boundary's topic.
    const [alert] = await unanswered(device.deviceId);
    expect(alert).toMatchObject({
      type: 'boundaryExit',
      site: { id: siteId },
      latitude: -26.2,
      longitude: 28.1,
      sentAt: epoch(minutes(start, 1)),
    });
    expect(alert).not.toHaveProperty('repeats');

    // Still outside half an hour on: the contacts hear again, and the same row counts it.
    await sendAll(device, [outside(32)]);
    expect(await exits()).toHaveLength(1);
    expect(await outbox(`${name} left ${siteName}`)).toHaveLength(4);
    expect((await unanswered(device.deviceId))[0]).toMatchObject({ repeats: 2, lastAt: epoch(minutes(start, 32)) });
    // Every location is kept for tracking, inside or out.
    expect(await count(t, 'device_locations', sql`device_id = ${device.deviceId}`)).toBe(5);
  });

  it('says on the alert when the handset is back inside; answered like the others, it leaves the list', async () => {
    const device = await registerHandset(t, call, siteId, guardToken);
    const start = pastMinute(1);
    await sendAll(device, [ev.location(-26.2, 28.1, start)]);
    const [out] = await unanswered(device.deviceId);
    expect(out).toMatchObject({ type: 'boundaryExit' });
    expect(out).not.toHaveProperty('returnedAt');
    // The next batch, inside the site: the alert says since when.
    await sendAll(device, [ev.location(-26.1247, 28.0344, minutes(start, 3))]);
    const [back] = await unanswered(device.deviceId);
    expect(back).toMatchObject({ type: 'boundaryExit', returnedAt: epoch(minutes(start, 3)) });
    // Out again within the half hour: one more on the same row, outside again, the contacts not told twice.
    const name = (
      await rows<{ n: string }>(t, sql`select device_name as n from devices where id = ${device.deviceId}`)
    )[0].n;
    await sendAll(device, [ev.location(-26.2, 28.1, minutes(start, 5))]);
    expect(await unanswered(device.deviceId)).toEqual([
      expect.objectContaining({ type: 'boundaryExit', repeats: 2, returnedAt: null }),
    ]);
    expect(await outbox(`${name} left ${siteName}`)).toHaveLength(2);

    const answer = await call.post('controller', '/api/v1/alarmAlert/respond', {
      message: 'Guard called: fetching coffee across the road.',
      respondedAt: epoch(new Date()),
      respondedToType: 'boundaryExit',
      respondedToGuid: back.eventGuid,
      topic: 'deviceLocation-qa',
    });
    expect(answer.statusCode).toBe(200);
    expect(await unanswered(device.deviceId)).toEqual([]);
    const history = await call.get(
      'controller',
      `/api/v1/alarmAlert/history?startDate=${epoch(minutes(start, -60))}&endDate=${epoch(minutes(start, 60))}&type=boundaryExit`,
    );
    expect(history.statusCode).toBe(200);
    const row = history.json().data.find((one: { eventGuid: string }) => one.eventGuid === back.eventGuid);
    expect(row).toMatchObject({ type: 'boundaryExit', answeredBy: expect.any(String) });
    expect(row.what).toContain('Left the site boundary at -26.20000, 28.10000');

    // Out again ten minutes later, after the answer: a new alert for the control room, the contacts not told again.
    await sendAll(device, [
      ev.location(-26.1247, 28.0344, minutes(start, 8)),
      ev.location(-26.2, 28.1, minutes(start, 15)),
    ]);
    const [again] = await unanswered(device.deviceId);
    expect(again).toMatchObject({ type: 'boundaryExit', sentAt: epoch(minutes(start, 15)) });
    expect(again.eventGuid).not.toBe(back.eventGuid);
    expect(await outbox(`${name} left ${siteName}`)).toHaveLength(2);
  });
});
