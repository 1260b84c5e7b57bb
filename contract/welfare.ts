/**
 * Welfare checks for a guard alone. While a guard is on duty (his latest clock-in not followed by a clock-out) at a
 * site with `welfareCheckMinutes` N, a check falls due every N minutes from his clock-in; he answers 'I'm OK'
 * (a welfareOk event) within `welfareAnswerMinutes` M of it. A check is answered when a welfareOk of his was sent
 * (sentAt, the phone's clock) from WELFARE_EARLY_SECONDS before its due time to M minutes after it; otherwise,
 * once the M minutes have passed, it is missed. The verdict is a function of the stored events alone: the server's
 * job and the phone read the same schedule from here.
 */
import { z } from 'zod';

/** A phone whose clock runs a little ahead may ask, and be answered, this much before the due time. */
export const WELFARE_EARLY_SECONDS = 60;
/** The server looks back this far for missed checks (a guard who never clocked out is not alerted for days). */
export const WELFARE_LOOKBACK_HOURS = 12;

export interface WelfareCheck {
  /** Epoch seconds. */
  dueAt: number;
  answerBy: number;
}

/** The checks of a duty from `onDutySince` that fell due in [from, to] (epoch seconds), oldest first. */
export function welfareChecks(
  onDutySince: number,
  checkMinutes: number,
  answerMinutes: number,
  from: number,
  to: number,
): WelfareCheck[] {
  const every = checkMinutes * 60;
  const checks: WelfareCheck[] = [];
  const first = Math.max(1, Math.ceil((from - onDutySince) / every));
  for (let k = first; onDutySince + k * every <= to; k++) {
    const dueAt = onDutySince + k * every;
    checks.push({ dueAt, answerBy: dueAt + answerMinutes * 60 });
  }
  return checks;
}

/** Whether a welfareOk sent at `sentAt` answers the check. */
export const answers = (check: WelfareCheck, sentAt: number) =>
  sentAt >= check.dueAt - WELFARE_EARLY_SECONDS && sentAt <= check.answerBy;

export const handsetWelfareAnswer = z
  .object({
    checkMinutes: z.number().int().nullable().describe("The site's welfare check interval; null: no checks"),
    answerMinutes: z.number().int().describe('Minutes to answer a check'),
    onDutySince: z
      .number()
      .int()
      .nullable()
      .describe("The guard's clock-in of the duty under way (epoch seconds); null: off duty"),
    nextDueAt: z.number().int().nullable().describe('When the next check falls due; null: none (off, or off duty)'),
    open: z
      .object({ dueAt: z.number().int(), answerBy: z.number().int() })
      .nullable()
      .describe('A check due now and not answered yet (its window still open); null: none'),
  })
  .meta({ title: 'HandsetWelfare' });
export type HandsetWelfare = z.infer<typeof handsetWelfareAnswer>;
