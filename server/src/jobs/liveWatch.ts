/**
 * Timed live work: patrols whose plans have ended are closed (their overdue tags cleared), tags of running patrols
 * whose time has passed unscanned are raised as overdue, silent handsets go offline, welfare checks left unanswered
 * raise their Red alert. Each step claims its rows
 * inside one transaction, so a restart loses nothing and instances never double up.
 */
import type { FastifyInstance } from 'fastify';
import { markOfflineDevices } from '../modules/device/offline';
import { closeEndedPlans } from '../modules/patrols/close';
import { clearEndedOverdue, raiseOverdueTags } from '../modules/patrols/overdue';
import { raiseMissedWelfare } from '../modules/welfare/service';
import { intervalJob } from './intervalJob';

export interface LiveWatchSettings {
  intervalMs: number;
  patrolGraceMinutes: number;
  /** A tag is overdue this many minutes after its estimate (a scan within them is on time). */
  patrolToleranceMinutes: number;
  deviceOfflineMinutes: number;
}

export async function liveWatchOnce(app: FastifyInstance, settings: LiveWatchSettings, now = new Date()) {
  const emits = [
    ...(await closeEndedPlans(app.db, now, settings.patrolGraceMinutes)),
    ...(await clearEndedOverdue(app.db)),
    ...(await raiseOverdueTags(app.db, now, settings.patrolToleranceMinutes, settings.patrolGraceMinutes)),
    ...(await markOfflineDevices(app.db, now, settings.deviceOfflineMinutes)),
    ...(await raiseMissedWelfare(app.db, now)),
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
