/**
 * The handset's alarms: a panic and a please-call-me are stored, told to the site contacts, and sent live. A panic
 * is a panic however it was raised (the handset's button or a panic tag scanned): `raisePanic` alone decides what
 * it sets off (the contacts, the escalation ladder, the consoles' alarm through its live emit).
 */
import type { Tx } from '../../db/client';
import type { Emit } from '../../events/emit';
import type { EventHandler } from '../../events/handsetEvent';
import { eventBase } from '../../events/handsetEvent';
import type { Origin } from '../../events/origin';
import { startLadder } from '../escalation/ladder';
import { callMeNotifications, panicNotifications } from './notify';
import { liveEmit, type StoreOptions, storeEvent } from './store';

/** Stores a panic and sets off what a panic sets off; null when it was stored before (a retry). */
export async function raisePanic(tx: Tx, origin: Origin, panic: StoreOptions<'panic'>): Promise<Emit[] | null> {
  const stored = await storeEvent(tx, origin, panic);
  if (!stored) return null;
  await panicNotifications(tx, origin, stored);
  await startLadder(tx, origin, stored.eventGuid, 'panic');
  return [liveEmit(origin.companyId, stored)];
}

export const handlePanic: EventHandler<'panic'> = (tx, origin, event) =>
  raisePanic(tx, origin, {
    ...eventBase(event),
    type: 'panic',
    latitude: event.latitude ?? null,
    longitude: event.longitude ?? null,
  });

export const handlePleaseCallMe: EventHandler<'pleaseCallMe'> = async (tx, origin, event) => {
  const stored = await storeEvent(tx, origin, {
    ...eventBase(event),
    type: 'pleaseCallMe',
    latitude: event.latitude ?? null,
    longitude: event.longitude ?? null,
  });
  if (stored) await callMeNotifications(tx, origin, stored);
  if (stored) await startLadder(tx, origin, stored.eventGuid, 'pleaseCallMe');
  return stored && [liveEmit(origin.companyId, stored)];
};
