/**
 * Plan generation (pure). A schedule gives, for each enabled weekday and each enabled window, a plan
 * every `repeatMinutes` from the window start while start + duration <= window end. Windows are
 * stored as South African UTC times (the company's wall time less two hours, contract/validation/scheduleWindows.ts)
 * and laid out on the company's calendar days, in its time zone, by the contract's rules (`windowSpan`): a
 * schedule's 06:00 is the company's 06:00, whatever its offset that day: the day window on the ticked day; the night window in the night
 * that begins on the ticked day's evening, so one starting after midnight runs on the next calendar
 * day. A window that breaks the rules (stored before they were checked) makes no plans. A randomised start is
 * drawn from the schedule and the plan's start alone (`startDraw`), so the same schedule and day always give the
 * same plans: after a plan is remade, on another instance, and in the demo's history.
 */
import { createHash } from 'node:crypto';
import { WEEKDAYS } from '../../../../contract/constants';
import { DEFAULT_TIME_ZONE, zonedDay, zonedEpoch } from '../../../../contract/timeZone';
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
const DAY_SECONDS = 86_400;

/** Window starts and ends (ms) on the company's clock of the ticked date (epoch seconds of its 00:00 UTC). */
function windowsOf(rule: ScheduleRule, date: number, zone: string): [number, number][] {
  return [
    windowSpan('day', rule.startTimeDay, rule.endTimeDay),
    windowSpan('night', rule.startTimeNight, rule.endTimeNight),
  ]
    .filter((span) => span !== null)
    .map((span) => [zonedEpoch(date, span.from * 60, zone) * 1000, zonedEpoch(date, span.to * 60, zone) * 1000]);
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
  zone: string = DEFAULT_TIME_ZONE,
): PlanDraft[] {
  if (!stops.length || rule.repeatMinutes <= 0 || durationMinutes <= 0) return [];
  const plans: PlanDraft[] = [];
  // Start a day early: last night's window may still be open (it began on the day before).
  const firstDay = zonedDay(from.getTime() / 1000, zone) - DAY_SECONDS;
  const lastDay = zonedDay(to.getTime() / 1000, zone);
  for (let date = firstDay; date <= lastDay; date += DAY_SECONDS) {
    const weekday = WEEKDAYS[new Date(date * 1000).getUTCDay()];
    if (!rule[weekday]) continue;
    for (const [windowStart, windowEnd] of windowsOf(rule, date, zone)) {
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
