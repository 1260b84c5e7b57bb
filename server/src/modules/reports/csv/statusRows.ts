/**
 * The device status CSV: one row per status report of a handset (battery and charging), low-battery alert and
 * offline alert, oldest first. An offline alert has no battery figure; a low-battery alert is raised only while the
 * handset is not charging.
 */
import { MESSAGES } from '../../../../../contract/messages';
import { type CsvTime, yesNo } from '../../../csv/cells';
import type { Row } from '../../../csv/csvText';
import type { SiteEvent } from '../../alert/siteEvents';

const C = MESSAGES.report.csv;
export const STATUS_COLUMNS = C.columns.deviceStatusCsv;
export const STATUS_TYPES = ['deviceStatus', 'deviceBatteryLow', 'deviceOffline'] as const;

export function statusRows(events: readonly SiteEvent[], time: CsvTime): Row<typeof STATUS_COLUMNS>[] {
  return events.map((event) => {
    const { batteryStatus, isCharging } = event.payload as { batteryStatus?: number; isCharging?: boolean };
    const type = event.type as (typeof STATUS_TYPES)[number];
    return {
      time: time(event.sentAt),
      device: event.deviceName,
      event: C.deviceEvent[type],
      battery: batteryStatus ?? null,
      charging: type === 'deviceStatus' ? yesNo(isCharging) : type === 'deviceBatteryLow' ? C.no : null,
    };
  });
}
