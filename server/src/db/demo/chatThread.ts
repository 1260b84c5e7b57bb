/**
 * The demo history's chats: at the first site, yesterday evening, a guard reports a slow gate with a photo and the
 * control room answers; at another site, a few days before, a short exchange about a delivery. The guard's messages
 * are handset events; the control room's answers are written at their own times.
 */
import type { ShiftDay } from './traffic';

const MINUTE = 60;
const HOUR = 3_600;

export interface ChatEvent {
  type: 'chatMessage';
  eventGuid: string;
  sentAt: number;
  message: string;
  imageUrl?: string;
}
export interface ChatReply {
  siteId: number;
  at: number;
  message: string;
}
export interface Thread {
  /** The guard's messages, by site. */
  fromHandsets: Map<number, ChatEvent[]>;
  replies: ChatReply[];
}

type Line = [minutes: number, from: 'guard' | 'control', text: string];

const GATE: Line[] = [
  [0, 'guard', 'Good evening. The Main Gate motor is slow to close again, photo attached.'],
  [4, 'control', 'Thanks. Keep the gate manned until it closes properly; I have logged a call with the technician.'],
  [52, 'guard', 'Technician is here and working on the motor.'],
  [118, 'guard', 'Gate repaired and tested three times. All quiet.'],
  [121, 'control', 'Good work. Carry on with the perimeter rounds.'],
];
const DELIVERY: Line[] = [
  [0, 'control', 'A late delivery is expected at the Truck Gate tonight, registration ND 452-118.'],
  [6, 'guard', 'Noted, will check the driver and the waybill.'],
  [95, 'guard', 'Delivery in and offloaded at Warehouse 2, truck has left.'],
  [97, 'control', 'Thank you.'],
];

/**
 * The two threads: `sites` are the company's sites in order, `photoUrl` the guard's stored photo of the gate, `guid`
 * makes the guards' messages' event guids.
 */
export function chatThreads(sites: { id: number }[], days: ShiftDay[], photoUrl: string, guid: () => string): Thread {
  const thread: Thread = { fromHandsets: new Map(), replies: [] };
  const add = (siteId: number, start: number, lines: Line[]) => {
    for (const [i, [minutes, from, message]] of lines.entries()) {
      const at = start + minutes * MINUTE;
      if (from === 'control') {
        thread.replies.push({ siteId, at, message });
        continue;
      }
      const event: ChatEvent = { type: 'chatMessage', eventGuid: guid(), sentAt: at, message };
      if (i === 0) event.imageUrl = photoUrl;
      thread.fromHandsets.set(siteId, [...(thread.fromHandsets.get(siteId) ?? []), event]);
    }
  };
  const yesterday = days[days.length - 1];
  // 16:40 UTC is 18:40 in Johannesburg.
  if (yesterday && sites[0]) add(sites[0].id, yesterday.from + 12 * HOUR + 40 * MINUTE, GATE);
  const earlier = days[days.length - 4];
  if (earlier && sites[2]) add(sites[2].id, earlier.from + 15 * HOUR + 5 * MINUTE, DELIVERY);
  return thread;
}
