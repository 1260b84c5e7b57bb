/**
 * What an alert says happened, in one line, from its stored payload: the same words on the history page and in its CSV,
 * its times on the company's clock.
 */
import { fill, MESSAGES } from '../../../../contract/messages';
import { reportTime as reportTimeIn } from '../../../../contract/reports';

const W = MESSAGES.alertHistory.what;
type Payload = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Payload)[name] : undefined;

/** A place to 5 decimals (about a metre). */
function place(payload: Payload): string {
  const { latitude, longitude } = payload;
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`
    : W.noPlace;
}

const tag = (payload: Payload) =>
  text(field(payload.routeTag, 'name')) ?? text(field(payload.routeTag, 'serialNumber')) ?? W.unknown;
const route = (payload: Payload) =>
  text(field(payload.route, 'name')) ?? text(field(payload.routeTaken, 'route')) ?? W.unknown;

/** What happened, with what followed: the handset back inside or online, and how many times it was raised. */
export function whatHappened(type: string, payload: Payload, zone: string): string {
  const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, zone);
  let what = firstWhat(type, payload, reportTime);
  if (typeof payload.returnedAt === 'number') what = fill(W.returned, { what, time: reportTime(payload.returnedAt) });
  if (typeof payload.backOnlineAt === 'number')
    what = fill(W.backOnline, { what, time: reportTime(payload.backOnlineAt) });
  if (typeof payload.clearedAt === 'number')
    what = fill(payload.clearedBy === 'scan' ? W.clearedByScan : W.clearedByPatrolEnd, {
      what,
      time: reportTime(payload.clearedAt),
    });
  if (typeof payload.repeats === 'number') what = fill(W.repeats, { what, count: payload.repeats });
  if (typeof payload.supersededAt === 'number')
    what = fill(W.superseded, { what, time: reportTime(payload.supersededAt) });
  const revised = payload.revisedTo as Payload | undefined;
  if (revised && typeof revised.revisedAt === 'number')
    what = fill(W.revisedTo, {
      what,
      status: text(revised.status) ?? W.unknown,
      scanned: text(revised.tagsScanned) ?? W.unknown,
      expected: text(revised.tagsExpected) ?? W.unknown,
      time: reportTime(revised.revisedAt),
    });
  return what;
}

function firstWhat(type: string, payload: Payload, reportTime: (epochSeconds: number) => string): string {
  switch (type) {
    case 'boundaryExit':
      return fill(W.boundaryExit, { place: place(payload) });
    case 'panic':
      return payload.panicTag
        ? fill(W.panicTag, { tag: text(field(payload.panicTag, 'name')) ?? W.unknown })
        : fill(W.panic, { place: place(payload) });
    case 'welfareCheckMissed':
      return fill(W.welfareCheckMissed, {
        due: typeof payload.dueAt === 'number' ? reportTime(payload.dueAt) : W.unknown,
        by: typeof payload.answerBy === 'number' ? reportTime(payload.answerBy) : W.unknown,
      });
    case 'pleaseCallMe':
      return fill(W.pleaseCallMe, { place: place(payload) });
    case 'deviceOffline':
      return fill(W.deviceOffline, {
        lastSeen: typeof payload.lastSeenAt === 'number' ? reportTime(payload.lastSeenAt) : W.unknown,
      });
    case 'deviceBatteryLow':
      return fill(W.deviceBatteryLow, { status: text(payload.status) ?? W.unknown });
    case 'patrolEnded':
      return fill(W.patrolEnded, {
        route: route(payload),
        status: text(payload.status) ?? W.unknown,
        scanned: text(payload.tagsScanned) ?? W.unknown,
        expected: text(payload.tagsExpected) ?? W.unknown,
      });
    case 'patrolRevised':
      return fill(W.patrolRevised, {
        route: route(payload),
        previous: text(field(payload.previous, 'status')) ?? W.unknown,
        previousScanned: text(field(payload.previous, 'tagsScanned')) ?? W.unknown,
        status: text(payload.status) ?? W.unknown,
        scanned: text(payload.tagsScanned) ?? W.unknown,
        expected: text(payload.tagsExpected) ?? W.unknown,
        reason: text(payload.reason) ?? W.unknown,
      });
    case 'patrolScanAlert':
      return fill(W.patrolScanAlert, {
        tag: tag(payload),
        route: route(payload),
        timing: payload.alertType === 'onTime' ? W.onTime : (text(payload.alertType) ?? W.unknown),
      });
    case 'tagOverdue':
      return fill(W.tagOverdue, {
        tag: tag(payload),
        route: route(payload),
        estimated: typeof payload.estimatedScanEpoch === 'number' ? reportTime(payload.estimatedScanEpoch) : W.unknown,
      });
    case 'tagEnrollment':
      return fill(W.tagEnrollment, {
        name: text(payload.name) ?? W.unknown,
        serialNumber: text(payload.serialNumber) ?? W.unknown,
      });
    case 'nfcTagScan':
      return fill(W.nfcTagScan, { tag: tag(payload) });
    case 'nfcTagScanUnallocated':
      return fill(W.nfcTagScanUnallocated, { tag: tag(payload) });
    case 'attendance': {
      const clock = payload.clockType === 'clockOut' ? W.clockOut : W.clockIn;
      const id = text(payload.alternateIdentification);
      return id ? fill(W.withId, { clock, id }) : clock;
    }
    case 'attendanceOutside':
      return fill(W.outside, {
        clock: payload.clockType === 'clockOut' ? W.clockOut : W.clockIn,
        metres: text(payload.outsideMetres) ?? W.unknown,
      });
    default:
      return W.unknown;
  }
}
