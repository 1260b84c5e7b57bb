/** A handset's typed event as the handset module hands it to the module that owns it. */
import type { handsetEvent } from '../../../contract/handset';
import type { Tx } from '../db/client';
import { dateAt } from '../time';
import type { Emit } from './emit';
import type { Origin } from './origin';

/** An event of a batch, checked. */
export type HandsetEvent = ReturnType<typeof handsetEvent.parse>;
export type HandsetEventType = HandsetEvent['type'];
/** The event of one type. */
export type EventOf<T extends HandsetEventType> = Extract<HandsetEvent, { type: T }>;

/**
 * Stores one event in the batch's transaction: what to emit once committed, or null when its eventGuid
 * was stored before (a retry). Throws EventRefused to answer the handset why it was not taken.
 */
export type EventHandler<T extends HandsetEventType> = (
  tx: Tx,
  origin: Origin,
  event: EventOf<T>,
) => Promise<Emit[] | null>;

/** The event's guid and its time as a date. */
export const eventBase = (event: { eventGuid: string; sentAt: number }) => ({
  eventGuid: event.eventGuid,
  sentAt: dateAt(event.sentAt),
});
