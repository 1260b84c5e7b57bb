/**
 * The alert history (GET /api/v1/alarmAlert/history and /history/csv): every alert of a period, answered or not,
 * filtered by type, site and state, sorted by the time it was sent or by how long its answer took, paged on the
 * server. A period is [startDate, endDate) in epoch seconds, at most ALERT_HISTORY_MAX_DAYS long.
 */
import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { LIVE_TYPES, type LiveType } from './events';
import { fill, MESSAGES } from './messages';
import { epochSecondsInput } from './validation/dates';

const M = MESSAGES.alertHistory;
const DAY_SECONDS = 86_400;

/** The longest period of one query: a quarter. */
export const ALERT_HISTORY_MAX_DAYS = 92;
/** The most rows one page may ask for. */
export const ALERT_HISTORY_MAX_PER_PAGE = 100;
/** The most alerts one CSV holds; a longer list asks for narrower filters. */
export const ALERT_HISTORY_CSV_MAX_ROWS = 50_000;
export const ALERT_HISTORY_SORTS = ['sentAt', 'responseSeconds'] as const;
export type AlertHistorySort = (typeof ALERT_HISTORY_SORTS)[number];

const whole = (message: string, min: number, max?: number) => {
  const number = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? number : number.max(max, { error: message });
};

/** The filters, shared by the page and the CSV. */
const filters = {
  companyId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('A sys-admin names the company; others act in their own'),
  startDate: epochSecondsInput('startDate', { coerce: true }).describe('Epoch seconds: the period start (included)'),
  endDate: epochSecondsInput('endDate', { coerce: true }).describe('Epoch seconds: the period end (excluded)'),
  type: z
    .enum(LIVE_TYPES, { error: fill(M.unknownType, { types: LIVE_TYPES.join(', ') }) })
    .optional()
    .describe('One alert type; all of them when left out'),
  siteId: z.coerce.number().int().positive().optional().describe("One of the company's sites"),
  deviceId: z.coerce.number().int().positive().optional().describe("One of the company's handsets: its alerts only"),
  answered: z
    .enum(['true', 'false'], { error: M.answered })
    .transform((value) => value === 'true')
    .optional()
    .describe('true: answered alerts only; false: those nobody has answered'),
  sort: z
    .enum(ALERT_HISTORY_SORTS, { error: M.sort })
    .default('sentAt')
    .describe('sentAt (default) or responseSeconds (unanswered alerts last either way)'),
  order: z
    .enum(['ASC', 'DESC'], { error: M.order })
    .default('DESC')
    .describe('DESC (default): newest or slowest first'),
};

/** The period's rules: the end after the start, and no longer than ALERT_HISTORY_MAX_DAYS. */
const period = (range: { startDate: number; endDate: number }, ctx: z.RefinementCtx) => {
  if (range.endDate <= range.startDate) ctx.addIssue({ code: 'custom', message: M.endNotAfterStart });
  else if (range.endDate - range.startDate > ALERT_HISTORY_MAX_DAYS * DAY_SECONDS) {
    ctx.addIssue({ code: 'custom', message: fill(M.periodTooLong, { days: ALERT_HISTORY_MAX_DAYS }) });
  }
};

export const alertHistoryCsvQuery = z.strictObject(filters).superRefine(period);
export const alertHistoryQuery = z
  .strictObject({
    ...filters,
    page: whole(M.page, 1).default(1),
    perPage: whole(fill(M.perPage, { max: ALERT_HISTORY_MAX_PER_PAGE }), 1, ALERT_HISTORY_MAX_PER_PAGE).default(
      PAGE_SIZE,
    ),
  })
  .superRefine(period);
export type AlertHistoryFilters = z.infer<typeof alertHistoryCsvQuery>;

export const alertHistoryRow = z.object({
  id: z.number().describe("The event's id"),
  eventGuid: z.string(),
  type: z.enum(LIVE_TYPES),
  sentAt: z.number().describe('Epoch seconds'),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  deviceName: z.string().nullable(),
  guard: z.string().nullable().describe("'Name Surname' of the guard signed in on the handset, where known"),
  what: z.string().describe('What happened, in a line'),
  answeredBy: z.string().nullable().describe("'Name Surname' of who answered; null while unanswered"),
  answeredAt: z.number().nullable().describe('Epoch seconds'),
  response: z.string().nullable().describe('What they wrote'),
  responseSeconds: z.number().nullable().describe('answeredAt − sentAt, never below 0'),
});
export type AlertHistoryRow = z.infer<typeof alertHistoryRow>;

export const alertHistoryPage = z.object({
  data: z.array(alertHistoryRow),
  total: z.number().describe('Alerts matching the filters, over every page'),
});
export type AlertHistoryPage = z.infer<typeof alertHistoryPage>;

export const alertHistoryCsv = z.object({ alertHistoryCsv: z.string() });

/** Whether a string (from the address, say) is one of the alert history's types. */
export const isLiveType = (value: string): value is LiveType => (LIVE_TYPES as readonly string[]).includes(value);
