import { useEffect, useReducer } from 'react';
import { STEP_MS, STOPPED, step } from './playback';

/** The playback of the points: its state, actions, and the timer that steps it while it plays. */
export function usePlayback(points: readonly unknown[]) {
  const [state, dispatch] = useReducer(step, STOPPED);
  useEffect(() => dispatch({ type: 'load', length: points.length }), [points]);
  const { mode } = state;
  useEffect(() => {
    if (mode !== 'playing' && mode !== 'fastForward') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), STEP_MS[mode]);
    return () => clearInterval(timer);
  }, [mode]);
  return [state, dispatch] as const;
}
