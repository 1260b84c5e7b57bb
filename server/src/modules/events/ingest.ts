/**
 * Takes a handset's batch: each event is checked on its own, stored before the answer (a failing
 * event never sinks the rest), and answered per event. What to emit is returned, to be sent once
 * the batch is committed.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { type EventResult, handsetEvent, MAX_FUTURE_SECONDS, MAX_PAST_SECONDS } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { attendance, chatMessages, devices, employees, tagEnrollments } from '../../db/schema';
import { holdsNul } from '../../plugins/nulText';
import { handleScan } from '../patrols/scan';
import { type Emit, epochSeconds, type HandsetOrigin, liveEmit, type Origin, storeEvent } from './live';
import { firstOutside, type LocationEvent, storeLocations } from './locations';
import { batteryLowNotifications, boundaryWatch, callMeNotifications, panicNotifications } from './notify';
import { EventRefused } from './refused';

/** Where an event that failed for a reason of the server's own is reported. */
export type IngestLog = Pick<FastifyBaseLogger, 'error'>;

export interface IngestSettings {
  patrolToleranceMinutes: number;
  batteryLowPercent: number;
}

type Parsed = ReturnType<typeof handsetEvent.parse>;
/** Every event but a location (locations are stored in bulk). */
type Single = Exclude<Parsed, { type: 'deviceLocation' }>;

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

async function process(tx: Tx, origin: Origin, event: Single, settings: IngestSettings): Promise<Emit[] | null> {
  const sentAt = new Date(event.sentAt * 1000);
  const base = { eventGuid: event.eventGuid, sentAt };
  switch (event.type) {
    case 'panic': {
      const stored = await storeEvent(tx, origin, {
        ...base,
        type: 'panic',
        latitude: event.latitude ?? null,
        longitude: event.longitude ?? null,
      });
      if (stored) await panicNotifications(tx, origin, event);
      return stored && [liveEmit(origin.companyId, stored)];
    }
    case 'nfcTagScan':
      return handleScan(
        tx,
        origin,
        { ...base, serialNumber: event.serialNumber, latitude: event.latitude, longitude: event.longitude },
        settings.patrolToleranceMinutes,
      );
    case 'pleaseCallMe': {
      const stored = await storeEvent(tx, origin, {
        ...base,
        type: 'pleaseCallMe',
        latitude: event.latitude ?? null,
        longitude: event.longitude ?? null,
      });
      if (stored) await callMeNotifications(tx, origin);
      return stored && [liveEmit(origin.companyId, stored)];
    }
    case 'attendance': {
      const employeeId = event.employeeId ?? origin.employeeId;
      // Clock-ins only for guards placed at the handset's site.
      const [employee] = await tx
        .select({ companyId: employees.companyId, siteId: employees.siteId, role: employees.role })
        .from(employees)
        .where(eq(employees.id, employeeId as number));
      if (
        !employee ||
        employee.companyId !== origin.companyId ||
        employee.siteId !== origin.site?.id ||
        employee.role !== 'default'
      )
        throw new EventRefused(MESSAGES.handset.guardNotOfSite);
      const fields = {
        clockType: event.clockType,
        clockTime: event.sentAt,
        employeeId,
        alternateIdentification: event.alternateIdentification ?? null,
        imageUrl: event.imageUrl ?? null,
      };
      const stored = await storeEvent(tx, { ...origin, employeeId }, { ...base, type: 'attendance', fields });
      if (!stored) return null;
      await tx.insert(attendance).values({
        eventGuid: event.eventGuid,
        companyId: origin.companyId,
        siteId: origin.site?.id ?? null,
        employeeId: employeeId as number,
        deviceId: origin.device?.id ?? null,
        clockType: event.clockType,
        clockTime: sentAt,
        alternateIdentification: fields.alternateIdentification,
        imageUrl: fields.imageUrl,
      });
      return [liveEmit(origin.companyId, stored)];
    }
    case 'deviceStatus': {
      const stored = await storeEvent(tx, origin, {
        ...base,
        type: 'deviceStatus',
        fields: { batteryStatus: event.batteryStatus, isCharging: event.isCharging },
      });
      if (!stored || !origin.device) return null;
      const [before] = await tx
        .select({ batteryStatus: devices.batteryStatus, isCharging: devices.isCharging })
        .from(devices)
        .where(eq(devices.id, origin.device.id));
      await tx
        .update(devices)
        .set({ batteryStatus: event.batteryStatus, isCharging: event.isCharging })
        .where(eq(devices.id, origin.device.id));
      const low = event.batteryStatus <= settings.batteryLowPercent && !event.isCharging;
      const wasLow =
        before?.batteryStatus != null && before.batteryStatus <= settings.batteryLowPercent && !before.isCharging;
      if (!low || wasLow) return [];
      const alert = await storeEvent(tx, origin, {
        type: 'deviceBatteryLow',
        sentAt,
        fields: { status: `${event.batteryStatus}%`, batteryStatus: event.batteryStatus },
      });
      if (!alert) return [];
      await batteryLowNotifications(tx, origin, event.batteryStatus);
      return [liveEmit(origin.companyId, alert)];
    }
    case 'chatMessage': {
      const stored = await storeEvent(tx, origin, { ...base, type: 'chatMessage' });
      if (!stored || !origin.site) return null;
      const [employee] = await tx
        .select({ name: employees.name, surname: employees.surname })
        .from(employees)
        .where(eq(employees.id, origin.employeeId as number));
      const [message] = await tx
        .insert(chatMessages)
        .values({
          eventGuid: event.eventGuid,
          companyId: origin.companyId,
          siteId: origin.site.id,
          userId: origin.employeeId ?? null,
          deviceId: origin.device?.id ?? null,
          senderName: employee ? `${employee.name} ${employee.surname}` : (origin.device?.deviceName ?? 'Handset'),
          message: event.message,
          imageUrl: event.imageUrl ?? null,
          createdAt: sentAt,
        })
        .returning();
      return [
        {
          companyId: origin.companyId,
          event: SOCKET_EVENTS.chatMessage,
          payload: { ...message, createdAt: epochSeconds(message.createdAt) },
        },
      ];
    }
    case 'tagEnrollment': {
      const stored = await storeEvent(tx, origin, {
        ...base,
        type: 'tagEnrollment',
        fields: { name: event.name, serialNumber: event.serialNumber },
      });
      if (!stored || !origin.site) return null;
      await tx.insert(tagEnrollments).values({
        eventGuid: event.eventGuid,
        companyId: origin.companyId,
        siteId: origin.site.id,
        deviceId: origin.device?.id ?? null,
        name: event.name,
        serialNumber: event.serialNumber,
        latitude: event.latitude ?? null,
        longitude: event.longitude ?? null,
      });
      return [];
    }
  }
}

/** Checks each event on its own: the answers, and the events to store (a guid twice in a batch is stored once). */
function check(batch: unknown[], now: Date) {
  const results: EventResult[] = [];
  const seen = new Set<string>();
  const accepted: { result: EventResult; event: Parsed }[] = [];
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
      accepted.push({ result, event: stale ? { ...parsed.data, sentAt: epochSeconds(now) } : parsed.data });
    }
  }
  return { results, accepted };
}

/** Raised to roll a batch back and store it again with each event in its own savepoint. */
class Isolate extends Error {}

/**
 * Stores a handset batch and answers each event. Locations inside the site (the bulk of the traffic)
 * are one statement; anything else runs in one transaction, first straight through and, only when an
 * event fails, again with a savepoint per event so the failure does not sink the rest.
 */
export async function ingest(
  db: Db,
  origin: HandsetOrigin,
  batch: unknown[],
  settings: IngestSettings,
  log: IngestLog,
  now = new Date(),
) {
  const { results, accepted } = check(batch, now);
  const points = accepted.filter((a) => a.event.type === 'deviceLocation');
  const others = accepted.filter((a) => a.event.type !== 'deviceLocation') as { result: EventResult; event: Single }[];
  const locations = points.map((a) => a.event as LocationEvent);
  const outside = firstOutside(origin.boundary, locations);
  const emits: Emit[] = [];
  const answerPoints = (stored: Set<string>) => {
    for (const { result, event } of points) result.status = stored.has(event.eventGuid) ? 'accepted' : 'duplicate';
  };

  if (!others.length && !outside) {
    const located = await storeLocations(db, origin, locations, now);
    answerPoints(located.stored);
    emits.push(...located.emits);
  } else {
    const store = (isolate: boolean) =>
      db.transaction(async (tx) => {
        const made: Emit[] = [];
        const outcomes = new Map<EventResult, { status: EventResult['status']; message?: string }>();
        const located = await storeLocations(tx, origin, locations, now);
        made.push(...located.emits);
        // The first point outside the site among those stored now (a retried point was reported already).
        const left = firstOutside(
          origin.boundary,
          locations.filter((p) => located.stored.has(p.eventGuid)),
        );
        if (left) await boundaryWatch(tx, origin, left, new Date(left.sentAt * 1000));
        for (const { result, event } of others) {
          try {
            const done = isolate
              ? await tx.transaction((savepoint) => process(savepoint, origin, event, settings))
              : await process(tx, origin, event, settings);
            outcomes.set(result, { status: done === null ? 'duplicate' : 'accepted' });
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
        return { made, outcomes, stored: located.stored };
      });
    const done = await store(false).catch((error) => {
      if (error instanceof Isolate) return store(true);
      throw error;
    });
    answerPoints(done.stored);
    emits.push(...done.made);
    for (const [result, outcome] of done.outcomes) {
      result.status = outcome.status;
      if (outcome.message) result.message = outcome.message;
    }
  }
  for (const result of results) if (result.status === 'duplicate') delete result.message;
  return { results, emits };
}
