/** The handset's alarms: a panic and a please-call-me are stored, told to the site contacts, and sent live. */
import type { EventHandler } from '../../events/handsetEvent';
import { eventBase } from '../../events/handsetEvent';
import { startLadder } from '../escalation/ladder';
import { callMeNotifications, panicNotifications } from './notify';
import { liveEmit, storeEvent } from './store';

export const handlePanic: EventHandler<'panic'> = async (tx, origin, event) => {
  const stored = await storeEvent(tx, origin, {
    ...eventBase(event),
    type: 'panic',
    latitude: event.latitude ?? null,
    longitude: event.longitude ?? null,
  });
  if (stored) await panicNotifications(tx, origin, stored);
  if (stored) await startLadder(tx, origin, stored.eventGuid, 'panic');
  return stored && [liveEmit(origin.companyId, stored)];
};

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
