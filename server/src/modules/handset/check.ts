/** Each event of a handset's batch is checked on its own: its shape, its time, and a guid sent twice. */
import { type EventResult, handsetEvent, MAX_AHEAD_SECONDS, MAX_PAST_SECONDS } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import type { HandsetEvent } from '../../events/handsetEvent';
import { holdsNul } from '../../plugins/nulText';
import { epochSeconds } from '../../time';

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * The answers, and the events to store (a guid twice in a batch is stored once). The server's clock decides when an
 * event can have happened: one stamped more than MAX_AHEAD_SECONDS ahead of it (a fast handset clock: never a contact
 * in the future) or older than MAX_PAST_SECONDS (a reset handset clock) is stored at the time it arrived, with a note
 * in its answer; `clockOff` keeps the time its handset claimed, which the events trigger marks it with.
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
    else if (seen.has(parsed.data.eventGuid)) result.status = 'duplicate';
    else {
      seen.add(parsed.data.eventGuid);
      const arrived = epochSeconds(now);
      const claimed = parsed.data.sentAt;
      const note =
        claimed > arrived + MAX_AHEAD_SECONDS
          ? MESSAGES.handset.aheadTime
          : claimed < arrived - MAX_PAST_SECONDS
            ? MESSAGES.handset.staleTime
            : undefined;
      if (note) result.message = note;
      accepted.push(
        note
          ? { result, event: { ...parsed.data, sentAt: arrived }, clockOff: claimed }
          : { result, event: parsed.data },
      );
    }
  }
  return { results, accepted };
}
