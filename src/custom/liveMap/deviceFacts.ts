import { agoText } from '../../common/dateTime';
import type { ServerDevice } from './mapDevices';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the map's tooltip and the list beside it say of a handset: the guard on duty, the last contact, the battery. */
export function deviceFacts(device: ServerDevice, nowMs: number, translate: Translate) {
  const t = (key: string, values?: Record<string, unknown>) => translate(`patrol.liveMap.${key}`, values);
  return {
    name: t('device', { device: device.deviceName, site: device.siteName }),
    guard: device.guardOnDuty ? t('guard', { name: device.guardOnDuty }) : t('noGuard'),
    contact:
      device.lastSeenAt === null
        ? t('neverHeard')
        : t('lastContact', { ago: agoText(device.lastSeenAt, nowMs, translate) }),
    battery: device.batteryStatus === null ? null : t('battery', { percent: device.batteryStatus }),
  };
}
