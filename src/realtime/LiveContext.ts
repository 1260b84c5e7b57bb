import { createContext, useContext, useSyncExternalStore } from 'react';
import { HANDLING_TTL_MS } from '../../contract/constants';
import type { AlertClass } from '../../contract/events';
import { alarmOn, unheard } from './alarmRules';
import { initialLiveState, type LiveState, type LiveStore, redGuids } from './liveStore';
import type { LiveAlert } from './types';

export const LiveContext = createContext<LiveStore | null>(null);

/** The live store of the company shell; null outside it. */
export const useLiveStore = () => useContext(LiveContext);

const outside = initialLiveState();
const noSubscription = () => () => undefined;

/** Selects a stable part of the live state (a list, a number, a flag): re-renders only when it changes. */
export function useLiveState<T>(select: (state: LiveState) => T): T {
  const store = useLiveStore();
  const snapshot = () => select(store ? store.getState() : outside);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, snapshot, snapshot);
}

export const useAlertList = (alertClass: AlertClass) => useLiveState((state) => state.alerts.lists[alertClass]);
export const useAlertCount = (alertClass: AlertClass) => useLiveState((state) => state.alerts.lists[alertClass].length);
export const useAlertsLoaded = () => useLiveState((state) => state.alerts.loaded);
export const useConnection = () => useLiveState((state) => state.connection);
export const useFollowsAlerts = () => useLiveState((state) => state.followsAlerts);
export const useMuted = () => useLiveState((state) => state.muted);
/** The unanswered red alerts: what the tab title counts. */
export const useRedCount = () => useLiveState((state) => (state.followsAlerts ? state.alerts.lists.red.length : 0));

/** Red alerts wait, the alarm is not muted, and the browser refuses its sound: the operator must click. */
export const useSoundBlocked = () =>
  useLiveState(
    (state) => state.followsAlerts && state.soundBlocked && !state.muted && state.alerts.lists.red.length > 0,
  );

/**
 * A console that follows alerts whose browser refuses sound until a click (after a reload): the operator is asked
 * for the click that arms the alarm at once, before any red alert waits.
 */
export const useAlarmUnarmed = () => useLiveState((state) => state.followsAlerts && state.soundBlocked && !state.muted);

const noAlerts: LiveAlert[] = [];
let lastUnheard: LiveAlert[] = noAlerts;
/** The red alerts that arrived while an alert's dialog was open, newest first (a stable list while unchanged). */
export const useUnheardRed = () =>
  useLiveState((state) => {
    if (!state.followsAlerts || state.heard === null) return noAlerts;
    const guids = unheard(redGuids(state), state.heard);
    const alerts = state.alerts.lists.red.filter((alert) => guids.includes(alert.eventGuid));
    const same = alerts.length === lastUnheard.length && alerts.every((alert, index) => alert === lastUnheard[index]);
    if (!same) lastUnheard = alerts.length === 0 ? noAlerts : alerts;
    return lastUnheard;
  });

/** Who else has this alert open, while their word is fresh (HANDLING_TTL_MS); never oneself. */
export const useHandledBy = (guid: string, me: number | undefined, now: number): string | undefined =>
  useLiveState((state) => {
    const handler = state.handling[guid];
    if (!handler || handler.employeeId === me || now - handler.at > HANDLING_TTL_MS) return undefined;
    return handler.name;
  });

/** Whether the alarm sounds now (spec part 1 §4); never for a console that does not follow alerts. */
export const useAlarmOn = () =>
  useLiveState(
    (state) =>
      state.followsAlerts &&
      alarmOn({
        red: redGuids(state),
        muted: state.muted,
        heard: state.heard,
        sending: state.sending,
      }),
  );
