/** Each typed event goes to the module that owns what it writes; a tag serial goes on in its stored form. */
import type { ScanJudgement } from '../../../../contract/handset';
import { normalTagSerial } from '../../../../contract/tagSerial';
import type { Tx } from '../../db/client';
import type { Emit } from '../../events/emit';
import { eventBase, type HandsetEvent } from '../../events/handsetEvent';
import type { Origin } from '../../events/origin';
import { handlePanic, handlePleaseCallMe } from '../alert/handset';
import { handleAttendance } from '../attendance/service';
import { handleChatMessage } from '../chat/service';
import { handleDeviceStatus } from '../device/status';
import { handleTagEnrollment } from '../enrollment/service';
import { handleIncident } from '../incident/service';
import type { PlansTouched } from '../patrols/revise';
import { handleScan } from '../patrols/scan';
import { handleWelfareOk } from '../welfare/service';

export interface IngestSettings {
  patrolToleranceMinutes: number;
  batteryLowPercent: number;
}

/** Every event but a location (locations are stored in bulk). */
export type Single = Exclude<HandsetEvent, { type: 'deviceLocation' }>;

/**
 * Stores one event: what to emit, or null when it was stored before; `judged` hears how a scan stored now was judged,
 * `touched` gathers the plans a scan changed (judged again once for the batch).
 */
export async function dispatch(
  tx: Tx,
  origin: Origin,
  event: Single,
  settings: IngestSettings,
  judged?: (judgement: ScanJudgement) => void,
  touched?: PlansTouched,
): Promise<Emit[] | null> {
  switch (event.type) {
    case 'panic':
      return handlePanic(tx, origin, event);
    case 'nfcTagScan':
      return handleScan(
        tx,
        origin,
        {
          ...eventBase(event),
          serialNumber: normalTagSerial(event.serialNumber),
          latitude: event.latitude,
          longitude: event.longitude,
        },
        settings.patrolToleranceMinutes,
        judged,
        touched,
      );
    case 'pleaseCallMe':
      return handlePleaseCallMe(tx, origin, event);
    case 'attendance':
      return handleAttendance(tx, origin, event);
    case 'deviceStatus':
      return handleDeviceStatus(tx, origin, event, settings.batteryLowPercent);
    case 'chatMessage':
      return handleChatMessage(tx, origin, event);
    case 'incident':
      return handleIncident(tx, origin, event);
    case 'welfareOk':
      return handleWelfareOk(tx, origin, event);
    case 'tagEnrollment':
      return handleTagEnrollment(tx, origin, { ...event, serialNumber: normalTagSerial(event.serialNumber) });
  }
}
