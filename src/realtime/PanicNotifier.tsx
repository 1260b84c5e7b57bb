import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { alertSummary } from '../custom/alerts/alertSummary';
import { alertTime } from '../custom/alerts/alertText';
import { useLiveStore } from './LiveContext';
import { announces, NOTIFICATIONS_ASKED_KEY, newPanics } from './panicNotice';

const GESTURES = ['pointerdown', 'keydown'] as const;
const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks once, on the user's first click or key press, whether the console may show desktop notifications. */
function askOnce() {
  if (!supported() || Notification.permission !== 'default') return;
  if (localStorage.getItem(NOTIFICATIONS_ASKED_KEY)) return;
  localStorage.setItem(NOTIFICATIONS_ASKED_KEY, new Date().toISOString());
  void Notification.requestPermission();
}

/** While the tab is in the background, a desktop notification announces each new panic (the Notification API). */
export const PanicNotifier = () => {
  const store = useLiveStore();
  const translate = useTranslate();

  useEffect(() => {
    for (const gesture of GESTURES) window.addEventListener(gesture, askOnce, { capture: true, once: true });
    return () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, askOnce, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!store) return;
    const seen = new Set<number>();
    let loaded = false;
    const check = () => {
      const { alerts, followsAlerts } = store.getState();
      if (!followsAlerts) return;
      const fresh = newPanics(seen, alerts.lists.red);
      // What the first load brings is not new: the operator sees it on the page.
      if (!alerts.loaded || !loaded) {
        loaded = alerts.loaded;
        return;
      }
      if (!supported() || !announces(document.visibilityState, Notification.permission)) return;
      for (const panic of fresh) {
        const notice = new Notification(
          translate('patrol.alerts.panicNotice.title', {
            site: panic.site?.name ?? translate('patrol.alerts.unknownValue'),
          }),
          {
            body: translate('patrol.alerts.panicNotice.body', {
              summary: alertSummary(panic, translate),
              time: alertTime(panic),
            }),
            tag: panic.eventGuid,
            requireInteraction: true,
          },
        );
        notice.onclick = () => window.focus();
      }
    };
    check();
    return store.subscribe(check);
  }, [store, translate]);

  return null;
};
