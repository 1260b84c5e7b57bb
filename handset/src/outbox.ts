/**
 * Nothing lost: every event is stored (with its eventGuid, made when it happened) before it is sent, and stays
 * until the server answers it accepted or duplicate. Waiting events go in batches; a failed call is tried again
 * with backoff; a 401 pauses sending until the guard signs in again (the events stay); a rejected event is kept
 * with the server's message for the guard to see and never sent again, except the server's "keep it and send it
 * again later". Photos wait with their event and are uploaded just before it: one (a clock-in's, a chat's) becomes the
 * event's imageUrl, up to INCIDENT_PHOTOS_MAX (an incident's) its imageUrls, each kept as soon as it is uploaded so a
 * lost signal half-way never uploads one twice.
 */

import { MAX_BATCH } from '../../contract/constants';
import type { EventResult, ScanJudgement } from '../../contract/handset';
import { MESSAGES } from '../../contract/messages';

/** A handset event as the batch takes it: its type, eventGuid, sentAt and fields. */
export type OutgoingEvent = {
  type: string;
  eventGuid: string;
  sentAt: number;
  imageUrl?: string | null;
  imageUrls?: string[];
} & Record<string, unknown>;

export interface Queued {
  event: OutgoingEvent;
  /** When it was stored, for the order batches go in (milliseconds). */
  queuedAt: number;
  /** A photo still to upload; its imageUrl goes in the event. */
  photo?: Blob;
  /** Photos still to upload, in order; each one's imageUrl is added to the event's imageUrls. */
  photos?: Blob[];
  /** Set when the server refused it for good. */
  rejected?: string;
}

/** Where the events wait: IndexedDB in the app, a Map in tests. */
export interface OutboxStore {
  all(): Promise<Queued[]>;
  put(item: Queued): Promise<void>;
  remove(eventGuid: string): Promise<void>;
}

/** A call that failed as a whole: status 0 is no network. */
export class CallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface Server {
  send(events: OutgoingEvent[]): Promise<EventResult[]>;
  upload(photo: Blob): Promise<string>;
}

/** On a failed call: when to try again, and the server's message when it refused the call itself (e.g. a 403). */
export type FlushResult = 'sent' | 'idle' | 'signIn' | { retryInMs: number; refused?: string };

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;
/** The wait before the n-th retry in a row (1, 2, 4 … 60 s). */
export const backoff = (failures: number) => Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

export class Outbox {
  private failures = 0;
  private running: Promise<FlushResult> | null = null;

  constructor(
    private readonly store: OutboxStore,
    private readonly server: Server,
    /** Hears how the server judged each scan it accepted. */
    private readonly onJudged?: (eventGuid: string, judgement: ScanJudgement) => void,
  ) {}

  /** Stores an event before anything is sent: one photo for its imageUrl, or a list for its imageUrls. */
  async add(event: OutgoingEvent, photo?: Blob | Blob[], now = Date.now()) {
    const photos = Array.isArray(photo) ? { photos: photo, event: { ...event, imageUrls: [] } } : { photo, event };
    await this.store.put({ queuedAt: now, ...photos });
  }

  async waiting() {
    return (await this.store.all()).filter((item) => !item.rejected).sort((a, b) => a.queuedAt - b.queuedAt);
  }

  async rejected() {
    return (await this.store.all()).filter((item) => item.rejected);
  }

  /** The guard has read why the server refused an event: it leaves the phone (it was never going to be sent). */
  async dismiss(eventGuid: string) {
    const item = (await this.store.all()).find((one) => one.event.eventGuid === eventGuid);
    if (item?.rejected) await this.store.remove(eventGuid);
  }

  /** Sends what waits, batch after batch, one flush at a time. */
  flush(): Promise<FlushResult> {
    this.running ??= this.sendAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(): Promise<FlushResult> {
    let sent = false;
    for (;;) {
      const batch = (await this.waiting()).slice(0, MAX_BATCH);
      if (!batch.length) return sent ? 'sent' : 'idle';
      try {
        await this.sendBatch(batch);
        this.failures = 0;
        sent = true;
      } catch (error) {
        if (!(error instanceof CallFailed)) throw error;
        if (error.status === 401) return 'signIn';
        this.failures += 1;
        const wait = error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : backoff(this.failures);
        // A handset no longer registered (another phone activated the device) is refused until it is fixed: say why.
        const refused = error.status >= 400 && error.status < 500 && error.status !== 429 ? error.message : undefined;
        return refused ? { retryInMs: wait, refused } : { retryInMs: wait };
      }
    }
  }

  private async sendBatch(batch: Queued[]) {
    const ready: Queued[] = [];
    for (const item of batch) {
      try {
        ready.push(await this.uploadPhotos(item));
      } catch (error) {
        // A photo the server will never take (not an image, too large) refuses its event for good.
        if (error instanceof CallFailed && (error.status === 400 || error.status === 413)) {
          await this.store.put({ ...item, photo: undefined, photos: undefined, rejected: error.message });
        } else throw error;
      }
    }
    if (!ready.length) return;
    const results = await this.server.send(ready.map((item) => item.event));
    const byGuid = new Map(ready.map((item) => [item.event.eventGuid, item]));
    for (const result of results) {
      const item = result.eventGuid ? byGuid.get(result.eventGuid) : undefined;
      if (!item) continue;
      byGuid.delete(item.event.eventGuid);
      if (result.status !== 'rejected') {
        await this.store.remove(item.event.eventGuid);
        if (result.scan) this.onJudged?.(item.event.eventGuid, result.scan);
      } else if (result.message === MESSAGES.handset.eventNotStored) throw new CallFailed(503, result.message);
      else await this.store.put({ ...item, rejected: result.message ?? '' });
    }
    // An event the answer did not name stays waiting; a batch that answers none is tried again later.
    if (byGuid.size === ready.length) throw new CallFailed(503, 'The server answered none of the events.');
  }

  /** Uploads the item's photos, keeping each imageUrl in the stored event as soon as the server has the photo. */
  private async uploadPhotos(item: Queued): Promise<Queued> {
    let current = item;
    if (current.photo) {
      const imageUrl = await this.server.upload(current.photo);
      current = { ...current, photo: undefined, event: { ...current.event, imageUrl } };
      await this.store.put(current);
    }
    while (current.photos?.length) {
      const [next, ...rest] = current.photos;
      const imageUrl = await this.server.upload(next);
      const imageUrls = [...(current.event.imageUrls ?? []), imageUrl];
      current = { ...current, photos: rest.length ? rest : undefined, event: { ...current.event, imageUrls } };
      await this.store.put(current);
    }
    return current;
  }
}
