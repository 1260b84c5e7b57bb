/**
 * A company's handset traffic over past shift days, chosen by a seeded random: scans on time, early, late,
 * skipped, twice, of unknown tags; clock-ins and clock-outs; a battery running low; handsets falling silent;
 * panics and please-call-mes, some answered. Made for the plans the plan generator made for those days. The
 * demo's history (history.ts) and the reports' reference week (test/reportWeek.ts) are both made here, each
 * choosing its own days, sites and seed.
 */
import { randomUUID } from 'node:crypto';
import { REPORT_SHIFT_START_HOUR_UTC } from '../../../../contract/reports';

const MINUTE = 60;
const DAY = 86_400;
const SHIFT_START = REPORT_SHIFT_START_HOUR_UTC * 3_600;

/** A small seeded random (mulberry32): the same seed makes the same traffic (and the same event guids, `uuid`). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** A version-4 UUID drawn from the stream. */
    uuid: () => {
      const hex = Array.from({ length: 4 }, () =>
        Math.floor(next() * 4_294_967_296)
          .toString(16)
          .padStart(8, '0'),
      ).join('');
      const variant = (8 + (Number.parseInt(hex[16], 16) % 4)).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/**
 * How the traffic goes: the chance a whole patrol is missed, a planned tag skipped, scanned early or late beyond
 * the tolerance, a panic or please-call-me answered and, answered, how long it waited (seconds; `lateAnswers` of
 * them wait 20 to 60 minutes instead).
 */
export interface TrafficProfile {
  planMissed: number;
  tagSkipped: number;
  early: number;
  late: number;
  answered: number;
  answerSeconds: [number, number];
  lateAnswers: number;
}

/** The reports' reference week: much goes wrong, so every branch of the calculation is met. */
const REFERENCE_PROFILE: TrafficProfile = {
  planMissed: 0.1,
  tagSkipped: 0.15,
  early: 0.1,
  late: 0.15,
  answered: 0.6,
  answerSeconds: [20, 900],
  lateAnswers: 0,
};

/** A shift day: [from, to) in epoch seconds, 04:00 UTC to 04:00 UTC (the day in progress ends where it is cut). */
export interface ShiftDay {
  from: number;
  to: number;
}

/** The `count` whole shift days that ended at least two hours before `now`, oldest first. */
export function pastShiftDays(now: number, count: number): ShiftDay[] {
  let end = Math.floor(now / DAY) * DAY + SHIFT_START;
  while (end > now - 2 * 3_600) end -= DAY;
  return Array.from({ length: count }, (_, i) => ({
    from: end - (count - i) * DAY,
    to: end - (count - i - 1) * DAY,
  }));
}

/** The days played with the day in progress up to `cut` after them (when it has begun), so no hour before `cut` is empty. */
export function withDaySoFar(days: ShiftDay[], cut: number): ShiftDay[] {
  const from = days[days.length - 1]?.to;
  return from !== undefined && cut > from ? [...days, { from, to: cut }] : days;
}

export interface SentScan {
  siteId: number;
  serialNumber: string;
  sentAt: number;
  /** The plan tag the scan was meant for; null for an unknown serial or a scan outside every plan. */
  planTagId: number | null;
  /** Minutes from the tag's estimate (+ late); 0 for an unknown serial. */
  offsetMinutes: number;
  /** A second scan of a tag already scanned in the patrol. */
  repeat: boolean;
}
export interface SentAlert {
  siteId: number;
  type: 'panic' | 'pleaseCallMe';
  eventGuid: string;
  sentAt: number;
  /** When it was answered (epoch seconds) and by whom, if it was. */
  answer: { respondedAt: number; employeeId: number } | null;
}
export interface SentStatus {
  siteId: number;
  sentAt: number;
  batteryStatus: number;
  isCharging: boolean;
}
export interface SentClock {
  siteId: number;
  employeeId: number;
  clockType: 'clockIn' | 'clockOut';
  sentAt: number;
}

/** What the handsets send (and when the offline watch finds one silent). */
export interface Traffic {
  scans: SentScan[];
  alerts: SentAlert[];
  clocks: SentClock[];
  statuses: SentStatus[];
  /** Times a handset was found silent (the offline watch run at that moment), per site. */
  silences: { siteId: number; at: number }[];
}

export const noTraffic = (): Traffic => ({ scans: [], alerts: [], clocks: [], statuses: [], silences: [] });

/** A plan as the generator stored it, and its tags in route order. */
export interface PlanOfDay {
  siteId: number;
  startTime: Date;
  endTime: Date;
}
export interface PlanTagOfDay {
  id: number;
  tagId: number;
  estimatedScanAt: Date;
}

/** The traffic of one plan: each tag on time, early, late or skipped; now and then a second scan; a plan skipped whole. */
export function planScans(
  random: Random,
  plan: PlanOfDay,
  tags: PlanTagOfDay[],
  serialOf: Map<number, string>,
  tolerance: number,
  profile: TrafficProfile = REFERENCE_PROFILE,
): SentScan[] {
  if (random.chance(profile.planMissed)) return [];
  const siteId = plan.siteId;
  const start = plan.startTime.getTime() / 1000;
  const end = plan.endTime.getTime() / 1000;
  const scans: SentScan[] = [];
  for (const tag of tags) {
    const roll = random.next();
    if (roll < profile.tagSkipped) continue;
    let offset = random.int(-tolerance, tolerance);
    if (roll > 1 - profile.late) offset = random.int(tolerance + 1, tolerance + 6);
    else if (roll > 1 - profile.late - profile.early) offset = -random.int(tolerance + 1, tolerance + 6);
    const estimate = Math.round(tag.estimatedScanAt.getTime() / 1000);
    // A scan the engine could give to no plan (before its start or after its end, beyond the tolerance) is not sent.
    const at = estimate + offset * MINUTE;
    if (at < start - tolerance * MINUTE || at > end + tolerance * MINUTE) continue;
    const serialNumber = serialOf.get(tag.tagId) as string;
    scans.push({ siteId, serialNumber, sentAt: at, planTagId: tag.id, offsetMinutes: offset, repeat: false });
    if (random.chance(0.08)) {
      const later = random.int(1, 3);
      const again = at + later * MINUTE;
      if (again <= end + tolerance * MINUTE)
        scans.push({
          siteId,
          serialNumber,
          sentAt: again,
          planTagId: tag.id,
          offsetMinutes: offset + later,
          repeat: true,
        });
    }
  }
  if (random.chance(0.1))
    scans.push({
      siteId,
      serialNumber: `UNKNOWN-${siteId}-${random.int(1, 3)}`,
      sentAt: start + random.int(1, 30) * MINUTE,
      planTagId: null,
      offsetMinutes: 0,
      repeat: false,
    });
  return scans;
}

/** How long an answered alert waited, in seconds. */
export const answerWait = (random: Random, profile: TrafficProfile) =>
  profile.lateAnswers > 0 && random.chance(profile.lateAnswers)
    ? random.int(20 * 60, 60 * 60)
    : random.int(...profile.answerSeconds);

/**
 * A day at each site: its guard (`employeeId`) clocks in and out, a battery runs low and is charged again, a handset
 * falls silent now and then, a few panics and please-call-mes, answered by `answerer` as the profile says.
 */
export function dayTraffic(
  random: Random,
  sites: { id: number; employeeId: number }[],
  day: ShiftDay,
  answerer: number,
  traffic: Traffic,
  profile: TrafficProfile = REFERENCE_PROFILE,
  guid: () => string = randomUUID,
) {
  for (const site of sites) {
    const clockIn = day.from + random.int(60, 180) * MINUTE;
    traffic.clocks.push({ siteId: site.id, employeeId: site.employeeId, clockType: 'clockIn', sentAt: clockIn });
    if (random.chance(0.8))
      traffic.clocks.push({
        siteId: site.id,
        employeeId: site.employeeId,
        clockType: 'clockOut',
        sentAt: clockIn + random.int(8 * 60, 12 * 60) * MINUTE,
      });
    // A battery running low without charging, then charged again; now and then a handset falls silent.
    if (random.chance(0.5)) {
      const low = day.from + random.int(60, 20 * 60) * MINUTE;
      traffic.statuses.push({ siteId: site.id, sentAt: low, batteryStatus: random.int(5, 14), isCharging: false });
      traffic.statuses.push({ siteId: site.id, sentAt: low + 3_600, batteryStatus: 80, isCharging: true });
    }
    if (random.chance(0.3)) traffic.silences.push({ siteId: site.id, at: day.from + random.int(60, 23 * 60) * MINUTE });
    for (const type of ['panic', 'pleaseCallMe'] as const) {
      const n = random.int(0, 2);
      for (let i = 0; i < n; i += 1) {
        const sentAt = day.from + random.int(10, 23 * 60) * MINUTE;
        const answered = random.chance(profile.answered);
        traffic.alerts.push({
          siteId: site.id,
          type,
          eventGuid: guid(),
          sentAt,
          answer: answered ? { respondedAt: sentAt + answerWait(random, profile), employeeId: answerer } : null,
        });
      }
    }
  }
}
