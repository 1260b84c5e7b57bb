import { type AlertsState, addAlerts, mergeResync, type Resync, removeAnswered, startNewDay } from './alertLists';
import type { LiveAlert } from './types';

/** What the socket and HTTP tell the alert store. */
export type LiveAction =
  | { kind: 'alert'; alert: LiveAlert }
  | { kind: 'answered'; guid: string }
  | { kind: 'resync'; resync: Resync }
  | { kind: 'newDay'; resync: Resync };

export function reduceAlerts(state: AlertsState, action: LiveAction): AlertsState {
  switch (action.kind) {
    case 'alert':
      return addAlerts(state, [action.alert]);
    case 'answered':
      return removeAnswered(state, action.guid);
    case 'resync':
      return mergeResync(state, action.resync);
    case 'newDay':
      return startNewDay(state, action.resync);
  }
}
