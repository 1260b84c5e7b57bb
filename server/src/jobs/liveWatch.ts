/**
 * Timed live work: patrols whose plans have ended are closed, silent handsets go offline. Each step
 * claims its rows inside one transaction, so a restart loses nothing and instances never double up.
 */
import type { FastifyInstance } from 'fastify';
import { markOfflineDevices } from '../modules/device/offline';
import { closeEndedPlans } from '../modules/patrols/close';
import { intervalJob } from './intervalJob';

export interface LiveWatchSettings {
  intervalMs: number;
  patrolGraceMinutes: number;
  deviceOfflineMinutes: number;
}

export async function liveWatchOnce(app: FastifyInstance, settings: LiveWatchSettings, now = new Date()) {
  const emits = [
    ...(await closeEndedPlans(app.db, now, settings.patrolGraceMinutes)),
    ...(await markOfflineDevices(app.db, now, settings.deviceOfflineMinutes)),
  ];
  for (const emit of emits) app.realtime.emit(emit.companyId, emit.event, emit.payload);
  return emits;
}

export function startLiveWatch(app: FastifyInstance, settings: LiveWatchSettings) {
  return intervalJob(() => liveWatchOnce(app, settings), {
    name: 'liveWatch',
    intervalMs: settings.intervalMs,
    onError: (error) => app.log.error({ err: error }, 'live watch failed'),
  });
}
