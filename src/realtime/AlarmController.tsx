import { useEffect, useState } from 'react';
import { createAlarmSound } from './alarmSound';
import { useAlarmOn, useLiveStore } from './LiveContext';

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Plays the alarm while the alarm rules say so. When the browser refuses sound until a gesture (after a reload),
 * the store says so (the banner and the bell show it); the first click or key press starts the sound.
 */
export const AlarmController = () => {
  const on = useAlarmOn();
  const store = useLiveStore();
  const [sound] = useState(() => createAlarmSound((blocked) => store?.setSoundBlocked(blocked)));

  useEffect(() => {
    const unlock = () => sound.unlock();
    for (const gesture of GESTURES) window.addEventListener(gesture, unlock, true);
    return () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, unlock, true);
      sound.stop();
    };
  }, [sound]);

  useEffect(() => {
    if (on) sound.play();
    else sound.stop();
  }, [on, sound]);

  return null;
};
