import type { LiveAlert } from '../realtime/types';

const device = { id: 1, deviceName: 'Sandton Handset 1', serialNumber: 'R58T40K1A0Z' };
const site = { id: 1, name: 'Sandton Office Park', address: '135 Rivonia Road, Sandown, Sandton, 2196' };

/** A live alert as the server sends it, for tests. */
export const liveAlert = (id: number, type: string, fields: Record<string, unknown> = {}): LiveAlert => ({
  id,
  type,
  eventGuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  companyId: 2,
  sentAt: 1_760_000_000 + id,
  device,
  site,
  ...fields,
});
