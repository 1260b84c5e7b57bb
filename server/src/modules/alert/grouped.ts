/**
 * Grouped alerts (a handset's offline and boundary exit alerts): one raised again while the first still waits for an answer
 * counts on that row (`repeats`, `lastAt`) instead of adding one, and what followed it (the handset back
 * inside, back online) is written on the row too. The row's payload changes and goes out again on its socket
 * event; a console replaces the row it lists under that id.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AlertPayloadOf, LiveType } from '../../../../contract/events';
import type { Tx } from '../../db/client';
import { alertResponses, events } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { epochSeconds } from '../../time';
import { liveEmit, withIds } from './store';

type GroupedType = 'deviceOffline' | 'boundaryExit';
const DAY_MS = 86_400_000;
/** As far back as the Alerts page lists unanswered alerts. */
const OPEN_DAYS = 7;

export interface OpenAlert<T extends GroupedType> {
  id: number;
  companyId: number;
  payload: AlertPayloadOf<T>;
}

/** The device's newest alert of this type that nobody has answered (of the last week), if any. */
export async function openAlertOf<T extends GroupedType>(
  tx: Tx,
  deviceId: number,
  type: T,
  now: Date,
): Promise<OpenAlert<T> | undefined> {
  const [row] = await tx
    .select({ id: events.id, companyId: events.companyId, payload: events.payload })
    .from(events)
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .where(
      and(
        eq(events.deviceId, deviceId),
        eq(events.type, type),
        gt(events.sentAt, new Date(now.getTime() - OPEN_DAYS * DAY_MS)),
        isNull(alertResponses.id),
      ),
    )
    .orderBy(desc(events.sentAt), desc(events.id))
    .limit(1);
  // With its ids as the consoles know it: a console replaces the row it lists under the same eventId.
  return row ? { ...row, payload: withIds(row.payload as AlertPayloadOf<T>, row.id) } : undefined;
}

/** Writes fields onto an alert's stored payload; answers the emit of the changed alert. */
export async function amendAlert<T extends GroupedType>(
  tx: Tx,
  open: OpenAlert<T>,
  fields: Partial<AlertPayloadOf<T>>,
): Promise<LiveEmit<T>> {
  await tx
    .update(events)
    .set({ payload: sql`${events.payload} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(events.id, open.id));
  const payload = { ...open.payload, ...fields } as AlertPayloadOf<T>;
  return liveEmit(open.companyId, payload as AlertPayloadOf<LiveType>) as LiveEmit<T>;
}

/** The alert raised once more at `at`: its count goes up, with the fields of this occurrence. */
export function repeatAlert<T extends GroupedType>(
  tx: Tx,
  open: OpenAlert<T>,
  at: Date,
  fields: Partial<AlertPayloadOf<T>> = {},
): Promise<LiveEmit<T>> {
  const repeats = ((open.payload as { repeats?: number }).repeats ?? 1) + 1;
  return amendAlert(tx, open, { ...fields, repeats, lastAt: epochSeconds(at) } as Partial<AlertPayloadOf<T>>);
}
