import type { AlertClass } from '../../contract/events';
import type { AlertLists, LiveAlert } from '../realtime/types';

const device = { id: 1, deviceName: 'Sandton Handset 1', serialNumber: 'R58T40K1A0Z' };
const site = { id: 1, name: 'Sandton Office Park', address: '135 Rivonia Road, Sandown, Sandton, 2196' };

/**
 * A live alert as the server sends it, for tests: the fields a test needs (its type may be one the console
 * ignores). `id` is the event's id, as `eventId`, unless `fields` names another (a patrol end's is its patrol's).
 */
export const liveAlert = (id: number, type: string, fields: Record<string, unknown> = {}): LiveAlert =>
  ({
    id,
    eventId: id,
    type,
    eventGuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    companyId: 2,
    sentAt: 1_760_000_000 + id,
    device,
    site,
    ...fields,
  }) as LiveAlert;

/** How many alerts each colour box holds. */
export const countAlerts = (lists: AlertLists): Record<AlertClass, number> => ({
  red: lists.red.length,
  misc: lists.misc.length,
  yellow: lists.yellow.length,
  green: lists.green.length,
});
