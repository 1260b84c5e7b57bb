import type { LiveAlert } from './types';

/** Remembered once the browser was asked, so the question comes once. */
export const NOTIFICATIONS_ASKED_KEY = 'patrol.desktopNotifications.asked';

/** The panics of the Red box not seen before, oldest first; `seen` learns them all. */
export function newPanics(seen: Set<number>, red: readonly LiveAlert[]): LiveAlert[] {
  const fresh = red.filter(
    (alert) => !seen.has(alert.eventId) && (alert.type === 'panic' || alert.type === 'welfareCheckMissed'),
  );
  for (const alert of red) seen.add(alert.eventId);
  return fresh.reverse();
}

/** Whether a new panic is announced on the desktop: the tab is in the background and the user allowed it. */
export const announces = (visibility: DocumentVisibilityState, permission: NotificationPermission | undefined) =>
  visibility === 'hidden' && permission === 'granted';
