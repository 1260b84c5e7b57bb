/**
 * Timed live work: patrols whose plans have ended are closed, silent handsets go offline. Each step
 * claims its rows inside one transaction, so a restart loses nothing and instances never double up.
 */
import type { FastifyInstance } from 'fastify';
import { timedRun } from '../metrics/tally';
import { markOfflineDevices } from '../modules/device/offline';
import { closeEndedPlans } from '../modules/patrols/close';

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
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => timedRun('liveWatch', () => liveWatchOnce(app, settings)))
      .catch((error) => app.log.error({ err: error }, 'live watch failed'));
  }, settings.intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
