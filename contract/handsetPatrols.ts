/**
 * GET /api/v1/handset/patrols: the plans of the handset's site around now (the guard's shift), each with its route,
 * its tags in order with their due times, and how the patrol engine judged each tag's scan. The judgement is the
 * engine's own (the stored patrolScanAlert and tagOverdue alerts), never worked out again by the phone.
 */
import { z } from 'zod';

/** Plans that ended up to this many hours ago are still shown (the guard sees how his last patrol went). */
export const HANDSET_PATROLS_HOURS_BACK = 6;
/** Plans starting up to this many hours ahead are shown (the next patrol's route and time). */
export const HANDSET_PATROLS_HOURS_AHEAD = 12;

const handsetPatrolTag = z.object({
  tagId: z.number().int(),
  name: z.string(),
  serialNumber: z.string(),
  dueAt: z.number().int().describe("The plan's estimate for this tag (epoch seconds)"),
  progress: z
    .enum(['onTime', 'early', 'late', 'notYet', 'overdue', 'missed'])
    .describe(
      'How the server judged the tag: onTime, early or late (by `minutes`) once a scan of it was stored; overdue when ' +
        "the live watch raised the tag's overdue alert; missed when the plan closed with the tag unscanned; notYet " +
        'otherwise (also for a tag whose due time passed but which the server has not judged yet)',
    ),
  minutes: z.number().int().min(0).describe('Minutes early or late; 0 otherwise'),
  scannedAt: z.number().int().nullable().describe('When the scan that counted was made (epoch seconds); null: none'),
});
export type HandsetPatrolTag = z.infer<typeof handsetPatrolTag>;

const handsetPatrolPlan = z.object({
  planId: z.number().int(),
  routeId: z.number().int(),
  routeName: z.string(),
  startAt: z.number().int().describe("The plan's start (epoch seconds)"),
  endAt: z.number().int().describe("The plan's end (epoch seconds)"),
  closed: z.boolean().describe('The server has closed the plan (its patrol is judged)'),
  tags: z.array(handsetPatrolTag).describe("The plan's tags in the route's order"),
});
export type HandsetPatrolPlan = z.infer<typeof handsetPatrolPlan>;

export const handsetPatrolsAnswer = z
  .object({
    now: z.number().int().describe("The server's time when it answered (epoch seconds)"),
    timeZone: z.string().describe("The company's time zone (IANA), in which the phone shows times"),
    plans: z.array(handsetPatrolPlan).describe('By start time'),
  })
  .meta({ title: 'HandsetPatrols' });
export type HandsetPatrols = z.infer<typeof handsetPatrolsAnswer>;
