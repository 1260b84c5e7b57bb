/**
 * Playback of a device's path (spec part 2 §4 'Playback'): stopped, playing (a point a second), fast forward
 * (two a second), paused, or following the live location; at 4× or 16× each tick covers that many points. Pure stepping over the points' indices; the timer
 * is in usePlayback.
 */
export type PlaybackMode = 'stopped' | 'playing' | 'fastForward' | 'paused' | 'live';

export interface PlaybackState {
  mode: PlaybackMode;
  /** The point shown, or null when stopped or live. */
  index: number | null;
  /** How many points the path has. */
  length: number;
  /** Points a tick advances (1×, 4×, 16×): the ticks keep the spec's pace, each covers more of the path. */
  speed: PlaybackSpeed;
}

export type PlaybackAction =
  | { type: 'load'; length: number }
  | { type: 'play' }
  | { type: 'fastForward' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'tick' }
  | { type: 'jump'; index: number }
  | { type: 'live' }
  | { type: 'speed'; speed: PlaybackSpeed };

/** The playback speeds offered: points per tick. */
export const PLAYBACK_SPEEDS = [1, 4, 16] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Milliseconds between two points (spec part 2 §9). */
export const STEP_MS = { playing: 1000, fastForward: 500 } as const;

export const STOPPED: PlaybackState = { mode: 'stopped', index: null, length: 0, speed: 1 };

const moving = (mode: PlaybackMode): mode is 'playing' | 'fastForward' => mode === 'playing' || mode === 'fastForward';

/** Play or fast forward: from where it is, from the start when stopped, live or at the end. */
function start(state: PlaybackState, mode: 'playing' | 'fastForward'): PlaybackState {
  if (state.length === 0) return state;
  const last = state.length - 1;
  const index = state.index === null || state.index >= last ? 0 : state.index;
  return { ...state, mode: last === 0 ? 'paused' : mode, index };
}

export function step(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'load':
      return { ...state, mode: 'stopped', index: null, length: action.length };
    case 'play':
    case 'fastForward':
      return start(state, action.type === 'play' ? 'playing' : 'fastForward');
    case 'pause':
      return moving(state.mode) ? { ...state, mode: 'paused' } : state;
    case 'stop':
      return { ...state, mode: 'stopped', index: null };
    case 'tick': {
      if (!moving(state.mode) || state.index === null) return state;
      const index = Math.min(state.index + state.speed, state.length - 1);
      return { ...state, index, mode: index === state.length - 1 ? 'paused' : state.mode };
    }
    case 'jump': {
      if (state.length === 0) return state;
      const index = Math.max(0, Math.min(Math.round(action.index), state.length - 1));
      return { ...state, index, mode: moving(state.mode) ? state.mode : 'paused' };
    }
    case 'live':
      return { ...state, mode: 'live', index: null };
    case 'speed':
      return { ...state, speed: action.speed };
  }
}
