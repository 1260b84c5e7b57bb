import { useEffect, useState } from 'react';
import { createAlarmSound } from './alarmSound';
import { useAlarmOn } from './LiveContext';

const GESTURES = ['pointerdown', 'keydown'] as const;

/** Plays the alarm while the alarm rules say so; audio starts with the first click or key press. */
export const AlarmController = () => {
  const on = useAlarmOn();
  const [sound] = useState(createAlarmSound);

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
