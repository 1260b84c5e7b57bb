/**
 * The incidents this phone filed, kept in localStorage so a reload still shows them, each with what the phone knows
 * of it: waiting to send (in the outbox), received (the server answered it stored: it left the outbox, not refused)
 * or refused with the server's message. Once received or refused it stays so, also after a refusal is dismissed.
 */
import type { Queued } from './outbox';

export interface FiledIncident {
  eventGuid: string;
  category: string;
  severity: string;
  photos: number;
  /** When the guard filed it (epoch milliseconds). */
  filedAt: number;
  /** When the phone learned the server stored it. */
  receivedAt?: number;
  refused?: string;
}

const KEY = 'patrol-handset-incidents';
/** The most reports the screen lists (the newest). */
const KEPT = 10;

export const loadFiled = (): FiledIncident[] => JSON.parse(localStorage.getItem(KEY) ?? '[]') as FiledIncident[];
export const saveFiled = (list: FiledIncident[]) => localStorage.setItem(KEY, JSON.stringify(list.slice(0, KEPT)));

/**
 * The list as the outbox now says: a report still waiting stays waiting; one refused takes the message; one gone from
 * the outbox is received. Nothing changes before the outbox was read (`ready`). The same list when nothing changed.
 */
export function settleFiled(
  list: FiledIncident[],
  outbox: { ready: boolean; waiting: Queued[]; rejected: Queued[] },
  now = Date.now(),
): FiledIncident[] {
  if (!outbox.ready) return list;
  const waiting = new Set(outbox.waiting.map((item) => item.event.eventGuid));
  const refused = new Map(outbox.rejected.map((item) => [item.event.eventGuid, item.rejected ?? '']));
  let changed = false;
  const next = list.map((filed) => {
    if (filed.receivedAt !== undefined || filed.refused !== undefined || waiting.has(filed.eventGuid)) return filed;
    changed = true;
    const message = refused.get(filed.eventGuid);
    return message !== undefined ? { ...filed, refused: message } : { ...filed, receivedAt: now };
  });
  return changed ? next : list;
}
