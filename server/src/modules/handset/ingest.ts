/**
 * Takes a handset's batch: each event is checked on its own, stored before the answer (a failing
 * event never sinks the rest), and answered per event. Each event is stored by the module that owns
 * it (see dispatch). What to emit is returned, to be sent once the batch is committed.
 */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EventResult, ScanJudgement } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import type { Emit } from '../../events/emit';
import type { HandsetOrigin } from '../../events/origin';
import { EventRefused } from '../../events/refused';
import { ALARM_TYPES, readAlarm } from '../alert/alarmReads';
import { boundaryWatch } from '../alert/boundaryExit';
import { firstOutside, type LocationEvent, storeLocations } from '../device/locations';
import { backOnline } from '../device/offline';
import { type PlansTouched, reviseVerdicts } from '../patrols/revise';
import { check } from './check';
import { dispatch, type IngestSettings, type Single } from './dispatch';

export type { IngestSettings };

/** Where an event that failed for a reason of the server's own is reported. */
export type IngestLog = Pick<FastifyBaseLogger, 'error'>;

export interface IngestContext {
  settings: IngestSettings;
  log: IngestLog;
  /** Whether an imageUrl names a stored file of the handset's company. */
  imageStored: (url: string) => Promise<boolean>;
  /** Whether the server is closing: the slices not stored yet are answered 'send it again later' instead. */
  stopping?: () => boolean;
  now?: Date;
}

async function everyStored(urls: string[], stored: IngestContext['imageStored']) {
  for (const url of urls) if (!(await stored(url))) return false;
  return true;
}

/** Refuses, for good, an event naming an image its company never stored (another company's, or none). */
async function withStoredImages(accepted: ReturnType<typeof check>['accepted'], stored: IngestContext['imageStored']) {
  const kept: typeof accepted = [];
  for (const item of accepted) {
    const url = 'imageUrl' in item.event ? item.event.imageUrl : null;
    const urls = 'imageUrls' in item.event ? (item.event.imageUrls ?? []) : [];
    if (url && !(await stored(url))) {
      item.result.status = 'rejected';
      item.result.message = `imageUrl: ${MESSAGES.handset.imageUrlNotStored}`;
    } else if (!(await everyStored(urls, stored))) {
      item.result.status = 'rejected';
      item.result.message = `imageUrls: ${MESSAGES.handset.imageUrlNotStored}`;
    } else kept.push(item);
  }
  return kept;
}

/**
 * Events (other than locations) stored in one transaction. On PGlite a panic takes 5 to 15 ms with its
 * notifications, so a slice holds another request (or a signal) back for about a hundred milliseconds,
 * where a whole batch of 500 held it for seconds.
 */
export const INGEST_SLICE = 8;

/** Lets the event loop run what waits (other requests, timers, signals) before the next slice. */
const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Raised to roll a batch back and store it again with each event in its own savepoint. */
class Isolate extends Error {}

/**
 * Stores a handset batch and answers each event. Locations inside the site (the bulk of the traffic)
 * are one statement; anything else runs in transactions of INGEST_SLICE events, each first straight
 * through and, only when an event fails, again with a savepoint per event so the failure does not sink
 * the rest. Every event is kept by its eventGuid, so a batch cut short by a crash is answered
 * 'duplicate' for the slices already stored when the handset sends it again. When the server is closing,
 * the batch stops after the slice in hand and answers the rest 'send it again later' (the signal's
 * 5-second promise would not wait for a whole batch on PGlite).
 */
export async function ingest(db: Db, origin: HandsetOrigin, batch: unknown[], context: IngestContext) {
  const { settings, log, now = new Date() } = context;
  const checked = check(batch, now);
  const { results } = checked;
  const accepted = await withStoredImages(checked.accepted, context.imageStored);
  const points = accepted.filter((a) => a.event.type === 'deviceLocation');
  const others = accepted.filter((a) => a.event.type !== 'deviceLocation') as { result: EventResult; event: Single }[];
  const locations = points.map((a) => a.event as LocationEvent);
  const outside = firstOutside(origin.boundary, locations);
  // The times a handset clock far off claimed (ahead of the server, or a reset clock), by eventGuid: the events trigger
  // (migration 0016) marks each such event with them (payload.deviceClock) before it hashes it.
  const clockOff = Object.fromEntries(
    accepted.flatMap((a) => (a.clockOff === undefined ? [] : [[a.event.eventGuid, a.clockOff]])),
  );
  const marksClock = Object.keys(clockOff).length > 0;
  // A handset offline or outside its site is not on the quick path: its alert learns it is back.
  const returning = Boolean(origin.state?.offlineSince || origin.state?.outsideSince);
  const emits: Emit[] = [];
  const answerPoints = (stored: Set<string>) => {
    for (const { result, event } of points) result.status = stored.has(event.eventGuid) ? 'accepted' : 'duplicate';
  };

  if (!others.length && !outside && !marksClock && !returning) {
    const located = await db.transaction((tx) => storeLocations(tx, origin, locations, now));
    answerPoints(located.stored);
    emits.push(...located.emits);
  } else {
    // In slices, each its own transaction, with the event loop let in between: PGlite runs in the server's
    // thread one transaction at a time, so a whole batch at once would hold every other request (and a signal).
    for (let from = 0; from === 0 || from < others.length; from += INGEST_SLICE) {
      if (from > 0) await letOthersIn();
      if (from > 0 && context.stopping?.()) {
        for (const { result } of others.slice(from)) {
          result.status = 'rejected';
          result.message = MESSAGES.handset.eventNotStored;
        }
        break;
      }
      const slice = others.slice(from, from + INGEST_SLICE);
      // An alarm's reads first, together on the pool (alert/alarmReads): the chain lock below is held for its writes.
      const alarm = slice.some(({ event }) => ALARM_TYPES.includes(event.type)) ? await readAlarm(db, origin) : null;
      const eventOrigin = alarm ? { ...origin, alarm } : origin;
      const points = from === 0 ? locations : [];
      const store = (isolate: boolean) =>
        db.transaction(async (tx) => {
          // The device's chain lock first (the trigger of the events' chain takes it at the first insert): the quick
          // path's one statement takes it before it touches the device's row, so taken here first too, two batches
          // of one device can never hold one each and wait for the other's (a deadlock).
          await tx.execute(sql`select pg_advisory_xact_lock(${origin.companyId}, ${origin.device.id})`);
          if (marksClock) {
            await tx.execute(sql`select set_config('app.device_clock', ${JSON.stringify(clockOff)}, true)`);
          }
          const made: Emit[] = [];
          const outcomes = new Map<
            EventResult,
            { status: EventResult['status']; message?: string; scan?: ScanJudgement }
          >();
          // The first slice stores the locations and marks the device heard from, even without a location.
          const located =
            from === 0 ? await storeLocations(tx, origin, points, now) : { emits: [], stored: new Set<string>() };
          made.push(...located.emits);
          if (from === 0) {
            // Of the points stored now (a retried point was reported already): outside the site, or back inside.
            const fresh = points.filter((p) => located.stored.has(p.eventGuid));
            made.push(...(await boundaryWatch(tx, origin, fresh, now)));
            if (origin.state?.offlineSince) made.push(...(await backOnline(tx, origin.device.id, now)));
          }
          // The judged plans whose scans this slice changed: judged again once, after its last event.
          const touched: PlansTouched = new Map();
          for (const { result, event } of slice) {
            let scan: ScanJudgement | undefined;
            const judged = (judgement: ScanJudgement) => {
              scan = judgement;
            };
            try {
              const done = isolate
                ? await tx.transaction((savepoint) =>
                    dispatch(savepoint, eventOrigin, event, settings, judged, touched),
                  )
                : await dispatch(tx, eventOrigin, event, settings, judged, touched);
              outcomes.set(result, done === null ? { status: 'duplicate' } : { status: 'accepted', scan });
              if (done) made.push(...done);
            } catch (error) {
              if (!isolate) throw new Isolate();
              // Only a deliberate refusal speaks to the handset; a failure of our own (a database error
              // carries its SQL and parameters) is logged here and answered with a fixed message.
              if (!(error instanceof EventRefused))
                log.error({ err: error, eventGuid: event.eventGuid, type: event.type }, 'handset event not stored');
              outcomes.set(result, {
                status: 'rejected',
                message: error instanceof EventRefused ? error.message : MESSAGES.handset.eventNotStored,
              });
            }
          }
          made.push(...(await reviseVerdicts(tx, touched)));
          return { made, outcomes, stored: located.stored };
        });
      const done = await store(false).catch((error) => {
        if (error instanceof Isolate) return store(true);
        throw error;
      });
      if (from === 0) answerPoints(done.stored);
      emits.push(...done.made);
      for (const [result, outcome] of done.outcomes) {
        result.status = outcome.status;
        if (outcome.message) result.message = outcome.message;
        if (outcome.scan) result.scan = outcome.scan;
      }
    }
  }
  for (const result of results) if (result.status === 'duplicate') delete result.message;
  return { results, emits };
}
