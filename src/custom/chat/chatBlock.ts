/**
 * The messages a chat pane holds: pages read from the server back to some point, and what arrived live since.
 * Pages never split a second (the server's rule), so pages and live messages join by time without gaps.
 */
import type { ChatMessage } from '../../../contract/chat';
import type { ChatPage } from '../../dataProvider/chat';

export interface ChatBlock {
  /** Oldest first, each message once. */
  messages: ChatMessage[];
  /** Whether the server holds messages before the oldest held. */
  hasEarlier: boolean;
  /** The newest second the server's pages have covered (live messages do not count): 0 before any. */
  fetchedUpTo: number;
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.createdAt - b.createdAt || a.id - b.id;

/** The messages of several sources as one list, oldest first, each message once (by id). */
export function mergeMessages(...sources: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) for (const message of source) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

const newestOf = (page: ChatPage) => page.messages.at(-1)?.createdAt ?? 0;

/**
 * A fresh newest page with what was held. It joins when it reaches back to the last second the server
 * covered before (or nothing is earlier than it); otherwise more arrived in between than a page holds, and
 * the older messages are dropped rather than shown with a gap.
 */
export function withNewest(held: ChatBlock | undefined, page: ChatPage): ChatBlock {
  const fetchedUpTo = Math.max(newestOf(page), held?.fetchedUpTo ?? 0);
  const oldest = page.messages[0]?.createdAt;
  if (!held || held.messages.length === 0) return { ...page, fetchedUpTo };
  if (oldest === undefined) return held;
  if (page.hasEarlier && oldest > held.fetchedUpTo) {
    const newer = held.messages.filter((message) => message.createdAt >= oldest);
    return { messages: mergeMessages(page.messages, newer), hasEarlier: true, fetchedUpTo };
  }
  const pageStartsFirst = oldest <= held.messages[0].createdAt;
  return {
    messages: mergeMessages(held.messages, page.messages),
    hasEarlier: pageStartsFirst ? page.hasEarlier : held.hasEarlier,
    fetchedUpTo,
  };
}

/** An earlier page (asked for before the oldest held message) in front of what was held. */
export const withEarlier = (held: ChatBlock, page: ChatPage): ChatBlock => ({
  ...held,
  messages: mergeMessages(page.messages, held.messages),
  hasEarlier: page.hasEarlier,
});

/** A message that arrived live, or the answer to a message sent. */
export const withMessage = (held: ChatBlock, message: ChatMessage): ChatBlock => ({
  ...held,
  messages: mergeMessages(held.messages, [message]),
});

/** The time to ask for the page before the oldest held message. */
export const oldestTime = (block: ChatBlock | undefined) => block?.messages[0]?.createdAt ?? 0;
