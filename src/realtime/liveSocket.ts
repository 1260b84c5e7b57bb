/**
 * One socket per console (traccar-web's SocketController): connects with the session token, follows the
 * selected company, resyncs from HTTP on every (re)connect, reconnects on `online` and `visibilitychange`,
 * and at 06:00 starts the boxes over with the new alert day (a control room keeps the console open all night).
 * socket.io delivers at most once: a live event is a hint, the database is the truth.
 */
import { io, type Socket } from 'socket.io-client';
import { HANDLING_REPEAT_MS } from '../../contract/constants';
import { SOCKET_EVENTS } from '../../contract/events';
import { alertDayWindow, untilNextAlertDay } from './alertDay';
import { createHeartbeatWatch } from './heartbeatWatch';
import type { LiveStore } from './liveStore';
import type { RealtimeEvent } from './realtimeBus';
import { followEvents } from './socketHandlers';
import type { AlertDayWindow, LiveAlert, UnrespondedAlerts } from './types';

/** The HTTP calls a resync makes (the dataProvider's alert methods). */
export interface LiveApi {
  alertsByDateRange(window: AlertDayWindow, companyId: number): Promise<LiveAlert[]>;
  unrespondedAlerts(companyId: number): Promise<UnrespondedAlerts>;
  alertsSince(afterId: number, companyId: number): Promise<LiveAlert[]>;
}

export interface LiveSocketOptions {
  url: string;
  token: string;
  companyId: number;
  followsAlerts: boolean;
  store: LiveStore;
  api: LiveApi;
  publish: (topic: string, event: RealtimeEvent) => unknown;
}

const RESYNC_RETRY_MS = 5_000;
/** After the server refused or dropped the socket itself, socket.io does not retry: we do, after this. */
const REJOIN_MS = 10_000;

/**
 * Tells the company's other consoles which alert this operator has open: when a dialog opens or closes, on every
 * (re)connect, and again every HANDLING_REPEAT_MS while it stays open (so a console that joins later learns it, and
 * a word from a console that vanished runs out). Returns the function that stops it.
 */
function tellHandling(socket: Socket, store: LiveStore) {
  let told: string | null = null;
  const tell = (guid: string, open: boolean) =>
    socket.connected && socket.emit(SOCKET_EVENTS.alertHandling, { guid, open });
  const follow = () => {
    const { openGuid } = store.getState();
    if (openGuid === told) return;
    if (told) tell(told, false);
    if (openGuid) tell(openGuid, true);
    told = openGuid;
  };
  const again = () => told && tell(told, true);
  const unsubscribe = store.subscribe(follow);
  const repeat = setInterval(again, HANDLING_REPEAT_MS);
  socket.on('connect', again);
  return () => {
    if (told) tell(told, false);
    unsubscribe();
    clearInterval(repeat);
  };
}

/** Starts the socket; returns the function that stops it. */
export function startLiveSocket({ url, token, companyId, followsAlerts, store, api, publish }: LiveSocketOptions) {
  const socket = io(url, { auth: { token, companyId } });
  const heartbeat = createHeartbeatWatch(store.setConnection);
  let stopped = false;
  let generation = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let rejoinTimer: ReturnType<typeof setTimeout> | undefined;

  let dayTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set at 06:00 until a resync has started the boxes over (a resync that failed leaves it set). */
  let newDayDue = false;

  /** Reads what HTTP says: the day's alerts on the first load and on a new day, else those after the cursor. */
  async function resync() {
    const mine = ++generation;
    clearTimeout(retry);
    const { loaded, cursor } = store.getState().alerts;
    const newDay = newDayDue;
    try {
      const [unresponded, missed] = await Promise.all([
        api.unrespondedAlerts(companyId),
        loaded && !newDay ? api.alertsSince(cursor, companyId) : api.alertsByDateRange(alertDayWindow(), companyId),
      ]);
      if (stopped || mine !== generation) return;
      const resync = { missed, unresponded: unresponded.alerts, lastEventId: unresponded.lastEventId };
      store.dispatch(newDay ? { kind: 'newDay', resync } : { kind: 'resync', resync });
      if (newDay) newDayDue = false;
    } catch (error) {
      if (stopped || mine !== generation) return;
      console.warn('The alert resync failed; trying again shortly.', error);
      retry = setTimeout(() => socket.connected && resync(), RESYNC_RETRY_MS);
    }
  }

  const awaitNewDay = () => {
    dayTimer = setTimeout(() => {
      if (stopped) return;
      newDayDue = true;
      if (socket.connected) void resync();
      awaitNewDay();
    }, untilNextAlertDay());
  };
  if (followsAlerts) awaitNewDay();

  const rejoin = () => {
    clearTimeout(rejoinTimer);
    rejoinTimer = setTimeout(() => !stopped && !socket.connected && socket.connect(), REJOIN_MS);
  };

  socket.on('connect', () => {
    heartbeat.beat();
    if (followsAlerts) void resync();
  });
  socket.on('disconnect', (reason) => {
    heartbeat.lost();
    if (reason === 'io server disconnect') rejoin();
  });
  socket.on('connect_error', (error) => {
    heartbeat.lost();
    if (!socket.active) {
      console.warn('The server refused the live connection.', error.message);
      rejoin();
    }
  });
  socket.on(SOCKET_EVENTS.heartbeat, () => heartbeat.beat());
  followEvents(socket, { store, followsAlerts, publish });
  const stopTelling = followsAlerts ? tellHandling(socket, store) : () => undefined;

  const reconnect = () => {
    if (stopped) return;
    if (!socket.connected) socket.connect();
    else if (heartbeat.stale()) socket.disconnect().connect();
  };
  const offline = () => {
    socket.disconnect();
    heartbeat.lost();
  };
  const visibility = () => document.visibilityState === 'visible' && reconnect();
  window.addEventListener('online', reconnect);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visibility);

  return () => {
    stopped = true;
    stopTelling();
    clearTimeout(retry);
    clearTimeout(dayTimer);
    clearTimeout(rejoinTimer);
    heartbeat.stop();
    window.removeEventListener('online', reconnect);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visibility);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
