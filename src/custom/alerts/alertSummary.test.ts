import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { liveAlert } from '../../test/liveAlert';
import { alertSummary, formatCoordinates, urgencyOf, waitedSeconds, waitingText } from './alertSummary';
import { mapLink } from './LocationPanel';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const tag = { id: 9, name: 'Visitor Parking', serialNumber: '04:A1', isPanic: false };

describe('what a row says', () => {
  it.each([
    [
      liveAlert(1, 'patrolScanAlert', {
        routeTag: tag,
        routeTaken: { id: 3, routeId: 4, route: 'Perimeter', status: 'started' },
        alertType: 'early by 8 minutes',
      }),
      'Visitor Parking scanned early by 8 minutes (Perimeter)',
    ],
    [
      liveAlert(2, 'patrolScanAlert', { routeTag: tag, route: { id: 4, name: 'Perimeter' }, alertType: 'onTime' }),
      'Visitor Parking scanned on time (Perimeter)',
    ],
    [
      liveAlert(3, 'patrolEnded', {
        route: { id: 4, name: 'Perimeter' },
        status: 'incomplete',
        tagsScanned: 2,
        tagsExpected: 6,
      }),
      'Perimeter: patrol incomplete, 2 of 6 tags scanned',
    ],
    [
      liveAlert(11, 'patrolEnded', {
        route: { id: 4, name: 'Perimeter' },
        status: 'incomplete',
        tagsScanned: 1,
        tagsExpected: 3,
        missedTags: ['Pool Gate', 'Visitor Parking'],
      }),
      'Perimeter: patrol incomplete, 1 of 3 tags scanned; missed: Pool Gate, Visitor Parking',
    ],
    [liveAlert(12, 'boundaryExit'), 'Sandton Handset 1 left the site boundary'],
    [liveAlert(4, 'deviceBatteryLow', { status: '4%' }), 'Battery at 4% on Sandton Handset 1, not charging'],
    [liveAlert(5, 'panic'), 'Panic button pressed on Sandton Handset 1'],
    [
      liveAlert(6, 'panic', { panicTag: { ...tag, name: 'Gate Panic' } }),
      'Panic tag Gate Panic scanned on Sandton Handset 1',
    ],
    [liveAlert(7, 'nfcTagScan', { routeTag: tag, routeTaken: null }), 'Visitor Parking scanned outside any patrol'],
    [
      liveAlert(8, 'nfcTagScanUnallocated', { routeTag: { serialNumber: '04:FF' } }),
      'Unallocated tag 04:FF scanned on Sandton Handset 1',
    ],
    [liveAlert(9, 'pleaseCallMe'), 'Sandton Handset 1 asks to be called back'],
    [liveAlert(10, 'attendance', { clockType: 'clockOut' }), 'Clocked out on Sandton Handset 1'],
  ])('%#: %s', (alert, expected) => {
    expect(alertSummary(alert, translate)).toBe(expected);
  });
});

describe('a silent handset', () => {
  // Johannesburg wall-clock times (the company's clock, UTC+2), whatever the zone the test runs in.
  const at = (day: number, hour: number, minute: number) => Date.UTC(2026, 10, day, hour - 2, minute) / 1000;
  const offline = (lastSeenAt: number) => liveAlert(13, 'deviceOffline', { sentAt: at(26, 1, 18), lastSeenAt });
  it('says since when: the time alone the same day, with its date from another day', () => {
    expect(alertSummary(offline(at(26, 0, 40)), translate)).toBe('Sandton Handset 1 silent since 00:40');
    expect(alertSummary(offline(at(25, 6, 0)), translate)).toBe('Sandton Handset 1 silent since 06:00 25/11');
  });
});

describe('how long an alert has waited', () => {
  const sent = liveAlert(1, 'panic', { sentAt: 1_760_000_000 });
  it.each([
    [30, 'unanswered just now'],
    [3 * 60 + 59, 'unanswered 3 min'],
    [65 * 60, 'unanswered 1 h 5 min'],
  ])('%i s: %s', (seconds, expected) => {
    const waited = waitedSeconds(sent, (1_760_000_000 + seconds) * 1000);
    expect(waited).toBe(seconds);
    expect(waitingText(waited as number, translate)).toBe(expected);
  });

  it('grows more urgent: new under 2 minutes, waiting under 5, then overdue', () => {
    expect([0, 119, 120, 299, 300, 3600].map(urgencyOf)).toEqual([
      'new',
      'new',
      'waiting',
      'waiting',
      'overdue',
      'overdue',
    ]);
    expect(urgencyOf(null)).toBe('new');
  });

  it('never waits less than nothing (a handset clock ahead)', () => {
    expect(waitedSeconds(sent, 1_759_999_000 * 1000)).toBe(0);
  });
});

describe('where', () => {
  it('shows coordinates and links them with 5 decimals', () => {
    expect(formatCoordinates(-26.1076, 28.0567)).toBe('-26.10760, 28.05670');
    expect(formatCoordinates(-26.123456789, 28.1)).toBe('-26.12346, 28.10000');
    expect(mapLink(-26.1076, 28.0567)).toBe('https://www.google.com/maps?q=-26.10760,28.05670');
  });
});
