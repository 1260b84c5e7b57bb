import { heardWhenOpened } from './alarmRules';
import { type AlertsState, emptyAlerts } from './alertLists';
import { type LiveAction, reduceAlerts } from './liveActions';

/** The header's server-connection indicator; `at` is the last heartbeat, or when the connection was lost. */
export interface Connection {
  status: 'connecting' | 'fine' | 'down';
  at: number | null;
}

/** An answer another console sent, as the socket told it: who, when (epoch seconds) and what they wrote. */
export interface ColleagueAnswer {
  employeeId: number;
  name: string;
  respondedAt: number;
  message: string;
}

/** Another operator with an alert's dialog open, as last heard (`at`: ms on this console's clock). */
export interface Handler {
  employeeId: number;
  name: string;
  at: number;
}

/** How many answers are remembered by the guid they answered: enough for every dialog that may be open. */
const ANSWERS_KEPT = 50;

export interface LiveState {
  alerts: AlertsState;
  connection: Connection;
  /** Whether this console follows alerts: admin and controller; a sys-admin's does not. */
  followsAlerts: boolean;
  muted: boolean;
  /** The browser refuses to play the alarm until the user clicks or presses a key. */
  soundBlocked: boolean;
  /** While an alert's dialog is open: the red alerts it quiets (`heardWhenOpened`); null when none is open. */
  heard: readonly string[] | null;
  sending: boolean;
  /** The latest answers by the guid they answered, so an open dialog can say who answered its alert. */
  answers: Readonly<Record<string, ColleagueAnswer>>;
  /** The alert whose dialog this console has open (its eventGuid), told to the other consoles. */
  openGuid: string | null;
  /** Who else has which alert open, by eventGuid. */
  handling: Readonly<Record<string, Handler>>;
}

export const initialLiveState = (followsAlerts = false): LiveState => ({
  alerts: emptyAlerts(),
  connection: { status: 'connecting', at: null },
  followsAlerts,
  muted: false,
  soundBlocked: false,
  heard: null,
  sending: false,
  answers: {},
  openGuid: null,
  handling: {},
});

/** The guids of the unanswered red alerts. */
export const redGuids = (state: LiveState): string[] => state.alerts.lists.red.map((alert) => alert.eventGuid);

/** Bursts of live events within this window are applied at once: one render per burst. */
export const COALESCE_MS = 100;

export type LiveStore = ReturnType<typeof createLiveStore>;

/** The live alert store: an external store (useSyncExternalStore) with a queue that coalesces bursts. */
export function createLiveStore(coalesceMs = COALESCE_MS) {
  let state = initialLiveState();
  const listeners = new Set<() => void>();
  let queue: LiveAction[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** What was typed in each alert's dialog and not sent, by its eventGuid: read when the dialog opens, not rendered. */
  const drafts = new Map<string, string>();

  const set = (next: LiveState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const patch = (changes: Partial<LiveState>) => {
    const changed = (Object.keys(changes) as (keyof LiveState)[]).some((key) => changes[key] !== state[key]);
    if (changed) set({ ...state, ...changes });
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const actions = queue;
    queue = [];
    if (actions.length > 0) set({ ...state, alerts: actions.reduce(reduceAlerts, state.alerts) });
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Queues an action; the queue is applied after `coalesceMs`. */
    dispatch(action: LiveAction) {
      queue.push(action);
      timer ??= setTimeout(flush, coalesceMs);
    },
    flush,
    /** A fresh start: another company, another user. */
    reset(followsAlerts: boolean) {
      clearTimeout(timer);
      timer = undefined;
      queue = [];
      drafts.clear();
      set({ ...initialLiveState(followsAlerts), soundBlocked: state.soundBlocked });
    },
    setConnection: (connection: Connection) => patch({ connection }),
    setMuted: (muted: boolean) => patch({ muted }),
    setSoundBlocked: (soundBlocked: boolean) => patch({ soundBlocked }),
    /** An alert's dialog opened (or shows another alert): it quiets that alert and the red alerts heard by now. */
    openDialog(guid: string) {
      flush();
      patch({ heard: heardWhenOpened(redGuids(state), guid), openGuid: guid });
    },
    closeDialog: () => patch({ heard: null, openGuid: null }),
    /** Another console's operator opened or closed an alert's dialog. */
    noteHandling({ guid, open, employeeId, name }: { guid: string; open: boolean; employeeId: number; name: string }) {
      const { [guid]: _before, ...others } = state.handling;
      patch({ handling: open ? { ...others, [guid]: { employeeId, name, at: Date.now() } } : others });
    },
    setSending: (sending: boolean) => patch({ sending }),
    /** The answer typed in an alert's dialog and not sent (empty when none). */
    draft: (guid: string) => drafts.get(guid) ?? '',
    /** Keeps what is typed in an alert's dialog, so opening another alert in its place and coming back finds it. */
    keepDraft(guid: string, text: string) {
      if (text === '') drafts.delete(guid);
      else drafts.set(guid, text);
    },
    /** Remembers who answered an alert (the newest answers only). */
    noteAnswer(guid: string, answer: ColleagueAnswer) {
      const kept = Object.entries(state.answers).slice(-(ANSWERS_KEPT - 1));
      patch({ answers: Object.fromEntries([...kept, [guid, answer]]) });
    },
  };
}
