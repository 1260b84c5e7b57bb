/**
 * Plan generation (pure). A schedule gives, for each enabled weekday and each enabled window, a plan
 * every `repeatMinutes` from the window start while start + duration <= window end. Windows are
 * stored in UTC and laid out on South African calendar days (UTC+02:00, no daylight saving) by the
 * contract's rules (`windowSpan`): the day window on the ticked day; the night window in the night
 * that begins on the ticked day's evening, so one starting after midnight runs on the next calendar
 * day. A window that breaks the rules (stored before they were checked) makes no plans. A randomised start is
 * drawn from the schedule and the plan's start alone (`startDraw`), so the same schedule and day always give the
 * same plans: after a plan is remade, on another instance, and in the demo's history.
 */
import { createHash } from 'node:crypto';
import { SCHEDULE_OFFSET_MINUTES, WEEKDAYS } from '../../../../contract/constants';
import { windowSpan } from '../../../../contract/validation';

export interface ScheduleRule {
  /** The schedule's id: with a plan's start, what its randomised start is drawn from. */
  id: number;
  repeatMinutes: number;
  randomizeStart: boolean;
  startTimeDay: string | null;
  endTimeDay: string | null;
  startTimeNight: string | null;
  endTimeNight: string | null;
  sunday: boolean;
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
}

/** A route's tags in route order. */
export interface RouteStop {
  tagId: number;
  tagToRouteId: number;
}

export interface PlanDraft {
  startTime: Date;
  endTime: Date;
  startPositionTagId: number | null;
  tags: { tagId: number; tagToRouteId: number; position: number; estimatedScanAt: Date }[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OFFSET = SCHEDULE_OFFSET_MINUTES * MINUTE;

/** Window starts and ends (ms) of the South African day ticked at `dayStart` (ms, UTC instant of local midnight). */
function windowsOf(rule: ScheduleRule, dayStart: number): [number, number][] {
  return [
    windowSpan('day', rule.startTimeDay, rule.endTimeDay),
    windowSpan('night', rule.startTimeNight, rule.endTimeNight),
  ]
    .filter((span) => span !== null)
    .map((span) => [dayStart + span.from * MINUTE, dayStart + span.to * MINUTE]);
}

/**
 * A number in [0, 1) that is a function of the schedule and the plan's start (ms) alone, spread evenly: the first
 * 32 bits of SHA-256 of both. It picks a randomised plan's first tag, each tag as likely as another.
 */
export function startDraw(scheduleId: number, startMs: number): number {
  return createHash('sha256').update(`${scheduleId}:${startMs}`).digest().readUInt32BE(0) / 4_294_967_296;
}

/** The walk of one plan: route order, from a random tag when randomizeStart, cyclically. */
function walk(stops: RouteStop[], durationMinutes: number, start: number, first: number): PlanDraft['tags'] {
  return stops.map((_, i) => {
    const stop = stops[(first + i) % stops.length];
    return {
      tagId: stop.tagId,
      tagToRouteId: stop.tagToRouteId,
      position: i + 1,
      estimatedScanAt: new Date(start + Math.round((durationMinutes * MINUTE * i) / stops.length)),
    };
  });
}

/** Plans whose start lies in (from, to]. */
export function generatePlans(
  rule: ScheduleRule,
  stops: RouteStop[],
  durationMinutes: number,
  from: Date,
  to: Date,
): PlanDraft[] {
  if (!stops.length || rule.repeatMinutes <= 0 || durationMinutes <= 0) return [];
  const plans: PlanDraft[] = [];
  // Start a day early: last night's window may still be open (it began on the day before).
  const firstDay = Math.floor((from.getTime() + OFFSET) / DAY) * DAY - OFFSET - DAY;
  for (let dayStart = firstDay; dayStart <= to.getTime(); dayStart += DAY) {
    const weekday = WEEKDAYS[new Date(dayStart + OFFSET).getUTCDay()];
    if (!rule[weekday]) continue;
    for (const [windowStart, windowEnd] of windowsOf(rule, dayStart)) {
      for (let t = windowStart; t + durationMinutes * MINUTE <= windowEnd; t += rule.repeatMinutes * MINUTE) {
        if (t <= from.getTime() || t > to.getTime()) continue;
        const first = rule.randomizeStart ? Math.floor(startDraw(rule.id, t) * stops.length) : 0;
        plans.push({
          startTime: new Date(t),
          endTime: new Date(t + durationMinutes * MINUTE),
          startPositionTagId: stops[first].tagId,
          tags: walk(stops, durationMinutes, t, first),
        });
      }
    }
  }
  return plans.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}
