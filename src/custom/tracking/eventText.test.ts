/** How the tracking map names an event: its alert's title, the one it names, and its class's colour. */
import { describe, expect, it } from 'vitest';
import type { DeviceEvent } from '../../../contract/tracking';
import { i18nProvider } from '../../i18n/i18nProvider';
import { eventClass, eventSummary } from './eventText';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const event = (type: DeviceEvent['type'], name: string | null, detail: string | null): DeviceEvent => ({
  id: 1,
  eventGuid: '00000000-0000-4000-8000-000000000001',
  type,
  sentAt: 1_717_999_200,
  name,
  detail,
  latitude: -26.14,
  longitude: 28.05,
  place: 'event',
});

describe('tracking event text', () => {
  it('names a clock outside the site as the Alerts page does, a Yellow alert, with the guard', () => {
    const outside = event('attendanceOutside', 'Bongani Khumalo', 'clockIn');
    expect(eventSummary(outside, translate)).toBe('Clock Outside Site: Bongani Khumalo');
    expect(eventClass(outside)).toBe('yellow');
  });

  it('names a clock-in inside the site by its clock', () => {
    expect(eventSummary(event('attendance', 'Bongani Khumalo', 'clockIn'), translate)).toBe(
      'Clock In: Bongani Khumalo',
    );
  });
});
