import { useEffect, useState } from 'react';
import { createAlarmSound } from './alarmSound';
import { useAlarmOn, useFollowsAlerts, useLiveStore } from './LiveContext';

const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * Plays the alarm while the alarm rules say so. For a console that follows alerts the sound is made ready at once;
 * when the browser refuses sound until a gesture (after a reload), the store says so (the header asks for the click,
 * the banner and the bell show it); the first click or key press arms it.
 */
export const AlarmController = () => {
  const on = useAlarmOn();
  const followsAlerts = useFollowsAlerts();
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
    if (followsAlerts) sound.arm();
  }, [followsAlerts, sound]);

  useEffect(() => {
    if (on) sound.play();
    else sound.stop();
  }, [on, sound]);

  return null;
};
