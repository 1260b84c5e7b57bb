import { expect, it } from 'vitest';
import type { EventResult } from '../../contract/handset';
import { MESSAGES } from '../../contract/messages';
import { backoff, CallFailed, Outbox, type OutboxStore, type OutgoingEvent, type Queued } from './outbox';

/** The outbox's storage in memory (the app keeps it in IndexedDB behind the same interface). */
function memoryStore(): OutboxStore & { items: Map<string, Queued> } {
  const items = new Map<string, Queued>();
  return {
    items,
    all: async () => [...items.values()].map((item) => structuredClone(item)),
    put: async (item) => void items.set(item.event.eventGuid, structuredClone(item)),
    remove: async (guid) => void items.delete(guid),
  };
}

let n = 0;
const scan = (): OutgoingEvent => {
  n += 1;
  return {
    type: 'nfcTagScan',
    eventGuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    sentAt: 1_800_000_000 + n,
    serialNumber: '04:A1',
  };
};

/** A server that answers each event as `answer` says, or fails the whole call with `fail`. */
function fakeServer(answer: (event: OutgoingEvent) => Omit<EventResult, 'eventGuid'> = () => ({ status: 'accepted' })) {
  const server = {
    fail: null as CallFailed | null,
    batches: [] as OutgoingEvent[][],
    uploads: 0,
    async send(events: OutgoingEvent[]) {
      if (server.fail) throw server.fail;
      server.batches.push(events);
      return events.map((event) => ({ eventGuid: event.eventGuid, ...answer(event) }));
    },
    async upload() {
      if (server.fail) throw server.fail;
      server.uploads += 1;
      return `/files/photo-${server.uploads}.jpg`;
    },
  };
  return server;
}

it('keeps events while the network is away and sends them once, in order, in one batch when it is back', async () => {
  const store = memoryStore();
  const server = fakeServer();
  const outbox = new Outbox(store, server);
  const events = [scan(), scan(), scan()];
  server.fail = new CallFailed(0, 'offline');
  for (const [i, event] of events.entries()) await outbox.add(event, undefined, i);
  expect(await outbox.flush()).toEqual({ retryInMs: 1000 });
  expect(await outbox.flush()).toEqual({ retryInMs: 2000 });
  expect(await outbox.waiting()).toHaveLength(3);
  server.fail = null;
  expect(await outbox.flush()).toBe('sent');
  expect(server.batches).toEqual([events]);
  expect(store.items.size).toBe(0);
  expect(await outbox.flush()).toBe('idle');
});

it('drops accepted and duplicate events, keeps a rejected one with its message and never sends it again', async () => {
  const store = memoryStore();
  const [ok, again, bad] = [scan(), scan(), scan()];
  const server = fakeServer((event) =>
    event === again
      ? { status: 'duplicate' }
      : event.eventGuid === bad.eventGuid
        ? { status: 'rejected', message: MESSAGES.handset.guardNotOfSite }
        : { status: 'accepted' },
  );
  const outbox = new Outbox(store, server);
  for (const event of [ok, again, bad]) await outbox.add(event);
  expect(await outbox.flush()).toBe('sent');
  expect(await outbox.waiting()).toEqual([]);
  expect((await outbox.rejected()).map((item) => [item.event.eventGuid, item.rejected])).toEqual([
    [bad.eventGuid, MESSAGES.handset.guardNotOfSite],
  ]);
  expect(await outbox.flush()).toBe('idle');
  expect(server.batches).toHaveLength(1);
});

it('keeps an event the server could not store and tries it again later', async () => {
  const store = memoryStore();
  let refuse = true;
  const server = fakeServer(() =>
    refuse ? { status: 'rejected', message: MESSAGES.handset.eventNotStored } : { status: 'accepted' },
  );
  const outbox = new Outbox(store, server);
  await outbox.add(scan());
  expect(await outbox.flush()).toEqual({ retryInMs: 1000 });
  expect(await outbox.waiting()).toHaveLength(1);
  refuse = false;
  expect(await outbox.flush()).toBe('sent');
  expect(store.items.size).toBe(0);
});

it('stops at a 401 keeping every event, and waits as long as a 429 says', async () => {
  const store = memoryStore();
  const server = fakeServer();
  const outbox = new Outbox(store, server);
  await outbox.add(scan());
  server.fail = new CallFailed(401, MESSAGES.auth.expiredToken);
  expect(await outbox.flush()).toBe('signIn');
  server.fail = new CallFailed(429, MESSAGES.handset.tooManyBatches, 7);
  expect(await outbox.flush()).toEqual({ retryInMs: 7000 });
  expect(await outbox.waiting()).toHaveLength(1);
});

it('uploads a waiting photo before its clock-in and sends the event with the imageUrl, once', async () => {
  const store = memoryStore();
  const server = fakeServer();
  const outbox = new Outbox(store, server);
  const clockIn = { type: 'attendance', clockType: 'clockIn', eventGuid: scan().eventGuid, sentAt: 1_800_000_000 };
  await outbox.add(clockIn, new Blob(['jpeg']));
  server.fail = new CallFailed(0, 'offline');
  expect(await outbox.flush()).toEqual({ retryInMs: 1000 });
  server.fail = null;
  expect(await outbox.flush()).toBe('sent');
  expect(server.uploads).toBe(1);
  expect(server.batches).toEqual([[{ ...clockIn, imageUrl: '/files/photo-1.jpg' }]]);
});

const incident = (): OutgoingEvent => ({
  type: 'incident',
  eventGuid: scan().eventGuid,
  sentAt: 1_800_000_000,
  category: 'Break-in or damage',
  severity: 'medium',
  text: 'Fence cut',
});

it("uploads an incident's photos in order before it, keeping each one uploaded across a lost signal, once", async () => {
  const store = memoryStore();
  const uploaded: string[] = [];
  const server = fakeServer();
  let signalFor = 2;
  const upload = server.upload;
  server.upload = async () => {
    if (signalFor === 0) throw new CallFailed(0, 'offline');
    signalFor -= 1;
    const url = await upload();
    uploaded.push(url);
    return url;
  };
  const outbox = new Outbox(store, server);
  const event = incident();
  await outbox.add(event, [new Blob(['1']), new Blob(['2']), new Blob(['3'])]);
  // The signal goes after two photos: those two stay uploaded, the third and the event wait.
  expect(await outbox.flush()).toEqual({ retryInMs: 1000 });
  const [waiting] = await outbox.waiting();
  expect([waiting.photos?.length, waiting.event.imageUrls]).toEqual([1, ['/files/photo-1.jpg', '/files/photo-2.jpg']]);
  signalFor = Number.POSITIVE_INFINITY;
  expect(await outbox.flush()).toBe('sent');
  expect(uploaded).toEqual(['/files/photo-1.jpg', '/files/photo-2.jpg', '/files/photo-3.jpg']);
  expect(server.batches).toEqual([[{ ...event, imageUrls: uploaded }]]);
  expect(store.items.size).toBe(0);
});

it('sends an incident without photos with an empty imageUrls', async () => {
  const server = fakeServer();
  const outbox = new Outbox(memoryStore(), server);
  const event = incident();
  await outbox.add(event, []);
  expect(await outbox.flush()).toBe('sent');
  expect(server.batches).toEqual([[{ ...event, imageUrls: [] }]]);
});

it('refuses an incident for good when the server will never take one of its photos', async () => {
  const server = fakeServer();
  server.upload = async () => {
    throw new CallFailed(413, MESSAGES.handset.photoTooLarge);
  };
  const outbox = new Outbox(memoryStore(), server);
  await outbox.add(incident(), [new Blob(['huge'])]);
  await outbox.flush();
  expect((await outbox.rejected()).map((item) => [item.rejected, item.photos])).toEqual([
    [MESSAGES.handset.photoTooLarge, undefined],
  ]);
  expect(server.batches).toEqual([]);
});

it('drops a refused second clock-in from the phone once the guard has read why, and nothing else', async () => {
  const store = memoryStore();
  const clockIn = { type: 'attendance', clockType: 'clockIn', eventGuid: scan().eventGuid, sentAt: 1_800_000_000 };
  const server = fakeServer((event) =>
    event.eventGuid === clockIn.eventGuid
      ? { status: 'rejected', message: MESSAGES.handset.alreadyClockedIn }
      : { status: 'accepted' },
  );
  const outbox = new Outbox(store, server);
  await outbox.add(clockIn, new Blob(['jpeg']));
  const later = scan();
  server.fail = new CallFailed(0, 'offline');
  await outbox.add(later);
  await outbox.dismiss(later.eventGuid);
  expect(await outbox.waiting()).toHaveLength(2);
  server.fail = null;
  // Refused once, the queue goes on: the scan behind it is sent, the clock-in is never sent again.
  expect(await outbox.flush()).toBe('sent');
  expect((await outbox.rejected()).map((item) => item.rejected)).toEqual([MESSAGES.handset.alreadyClockedIn]);
  expect(await outbox.flush()).toBe('idle');
  await outbox.dismiss(clockIn.eventGuid);
  expect(store.items.size).toBe(0);
  expect(server.batches).toHaveLength(1);
});

it('sends more than a batch holds in several batches', async () => {
  const store = memoryStore();
  const server = fakeServer();
  const outbox = new Outbox(store, server);
  for (let i = 0; i < 501; i++) await outbox.add(scan(), undefined, i);
  expect(await outbox.flush()).toBe('sent');
  expect(server.batches.map((batch) => batch.length)).toEqual([500, 1]);
});

it('waits 1, 2, 4 … seconds between tries, at most a minute', () => {
  expect([1, 2, 3, 7, 20].map(backoff)).toEqual([1000, 2000, 4000, 60_000, 60_000]);
});

it('says why the server refuses the calls themselves (a handset no longer registered) and keeps the events', async () => {
  const store = memoryStore();
  const server = fakeServer();
  const outbox = new Outbox(store, server);
  await outbox.add(scan());
  server.fail = new CallFailed(403, MESSAGES.handset.unregistered);
  expect(await outbox.flush()).toEqual({ retryInMs: 1000, refused: MESSAGES.handset.unregistered });
  expect(await outbox.waiting()).toHaveLength(1);
});

it('passes on how the server judged each accepted scan, by its eventGuid, and nothing for other answers', async () => {
  const store = memoryStore();
  const [late, again, other] = [scan(), scan(), { ...scan(), type: 'pleaseCallMe' }];
  const judgement = { judged: 'late', minutes: 4, tagName: 'Gate 2', routeName: 'Perimeter' } as const;
  const server = fakeServer((event) =>
    event.eventGuid === late.eventGuid
      ? { status: 'accepted', scan: judgement }
      : event.eventGuid === again.eventGuid
        ? { status: 'duplicate' }
        : { status: 'accepted' },
  );
  const heard: [string, unknown][] = [];
  const outbox = new Outbox(store, server, (eventGuid, scan) => heard.push([eventGuid, scan]));
  for (const event of [late, again, other]) await outbox.add(event);
  expect(await outbox.flush()).toBe('sent');
  expect(heard).toEqual([[late.eventGuid, judgement]]);
});
