/**
 * What the screen may say of the guard's own panic (or please-call-me): never more than is true. Waiting while it
 * is only on the phone and there is no signal; Sent while the phone is sending it; Received once a batch answer said
 * the server stored it; Answered once GET /api/v1/handset/alerts brings the control room's answer.
 */
import type { HandsetAlert } from '../../contract/handset';

export type AlarmState =
  | { kind: 'waiting' }
  | { kind: 'sent' }
  | { kind: 'received'; at: number }
  | { kind: 'answered'; by: string | null; message: string; at: number }
  | { kind: 'refused'; message: string };

export interface AlarmFacts {
  /** Still in the outbox (not stored by the server yet). */
  queued: boolean;
  /** The server refused it, for good (its message). */
  refused?: string;
  online: boolean;
  /** When the phone learnt it was stored (ms): the batch answer. */
  storedAt?: number;
  /** The alert as GET /api/v1/handset/alerts answers it, once it does. */
  server?: HandsetAlert;
}

export function alarmState(facts: AlarmFacts): AlarmState {
  if (facts.refused) return { kind: 'refused', message: facts.refused };
  const answer = facts.server?.answer;
  if (answer) return { kind: 'answered', by: answer.by, message: answer.message, at: answer.at * 1000 };
  if (facts.server) return { kind: 'received', at: facts.server.receivedAt * 1000 };
  if (!facts.queued && facts.storedAt !== undefined) return { kind: 'received', at: facts.storedAt };
  return facts.online ? { kind: 'sent' } : { kind: 'waiting' };
}

/** Whether the phone should keep asking for the answer. */
export const awaitsAnswer = (state: AlarmState) => state.kind === 'received' || state.kind === 'sent';

/** The `sms:` link to the control room, its text carrying who, where and the position. */
export function smsLink(number: string, body: string) {
  return `sms:${number.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(body)}`;
}

export const telLink = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
