/** Each event of a handset's batch is checked on its own: its shape, its time, and a guid sent twice. */
import { type EventResult, handsetEvent, MAX_FUTURE_SECONDS, MAX_PAST_SECONDS } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import type { HandsetEvent } from '../../events/handsetEvent';
import { holdsNul } from '../../plugins/nulText';
import { epochSeconds } from '../../time';

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * The answers, and the events to store (a guid twice in a batch is stored once). An event older than MAX_PAST_SECONDS
 * (a reset handset clock) is stored at the time it arrived; `clockOff` keeps the time its handset claimed.
 */
export function check(batch: unknown[], now: Date) {
  const results: EventResult[] = [];
  const seen = new Set<string>();
  const accepted: { result: EventResult; event: HandsetEvent; clockOff?: number }[] = [];
  for (const raw of batch) {
    const guid =
      typeof (raw as { eventGuid?: unknown })?.eventGuid === 'string' ? (raw as { eventGuid: string }).eventGuid : null;
    const parsed = handsetEvent.safeParse(raw);
    const result: EventResult = { eventGuid: guid, status: 'rejected' };
    results.push(result);
    if (holdsNul(raw)) result.message = MESSAGES.request.nulCharacter;
    else if (!parsed.success) result.message = firstIssue(parsed.error);
    else if (parsed.data.sentAt > epochSeconds(now) + MAX_FUTURE_SECONDS) result.message = MESSAGES.handset.futureTime;
    else if (seen.has(parsed.data.eventGuid)) result.status = 'duplicate';
    else {
      seen.add(parsed.data.eventGuid);
      const stale = parsed.data.sentAt < epochSeconds(now) - MAX_PAST_SECONDS;
      if (stale) result.message = MESSAGES.handset.staleTime;
      accepted.push(
        stale
          ? { result, event: { ...parsed.data, sentAt: epochSeconds(now) }, clockOff: parsed.data.sentAt }
          : { result, event: parsed.data },
      );
    }
  }
  return { results, accepted };
}
