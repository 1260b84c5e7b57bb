/**
 * Takes a handset's batch: each event is checked on its own, stored in the batch's transaction
 * (each in a savepoint, so one failure does not sink the rest), and answered per event. What to
 * emit is returned, to be sent once the transaction has committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { type EventResult, handsetEvent, MAX_FUTURE_SECONDS } from '../../../../contract/handset';
import type { Db, Tx } from '../../db/client';
import { attendance, chatMessages, deviceLocations, devices, employees, tagEnrollments } from '../../db/schema';
import { handleScan } from '../patrols/scan';
import { type Emit, epochSeconds, liveEmit, type Origin, storeEvent } from './live';
import { boundaryWatch, callMeNotifications, panicNotifications } from './notify';

export interface IngestSettings {
  patrolToleranceMinutes: number;
  batteryLowPercent: number;
}

type Parsed = ReturnType<typeof handsetEvent.parse>;

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

async function process(tx: Tx, origin: Origin, event: Parsed, settings: IngestSettings): Promise<Emit[] | null> {
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
      const [employee] = await tx
        .select({ companyId: employees.companyId })
        .from(employees)
        .where(eq(employees.id, employeeId as number));
      if (!employee || employee.companyId !== origin.companyId)
        throw new Error('employeeId: not an employee of this company.');
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
    case 'deviceLocation': {
      const stored = await storeEvent(tx, origin, {
        ...base,
        type: 'deviceLocation',
        latitude: event.latitude,
        longitude: event.longitude,
      });
      if (!stored || !origin.device) return null;
      const [row] = await tx
        .insert(deviceLocations)
        .values({
          eventGuid: event.eventGuid,
          companyId: origin.companyId,
          deviceId: origin.device.id,
          latitude: event.latitude,
          longitude: event.longitude,
          sentAt,
        })
        .returning({ id: deviceLocations.id });
      await boundaryWatch(tx, origin, event, sentAt);
      return [
        {
          companyId: origin.companyId,
          event: SOCKET_EVENTS.deviceLocation,
          payload: {
            id: row.id,
            type: 'deviceLocation',
            deviceId: origin.device.id,
            device: origin.device,
            latitude: event.latitude,
            longitude: event.longitude,
            companyId: origin.companyId,
            sentAt: event.sentAt,
          },
        },
      ];
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
      return alert ? [liveEmit(origin.companyId, alert)] : [];
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

export async function ingest(db: Db, origin: Origin, batch: unknown[], settings: IngestSettings, now = new Date()) {
  const results: EventResult[] = [];
  const emits: Emit[] = [];
  await db.transaction(async (tx) => {
    const seen = new Set<string>();
    for (const raw of batch) {
      const guid =
        typeof (raw as { eventGuid?: unknown })?.eventGuid === 'string'
          ? (raw as { eventGuid: string }).eventGuid
          : null;
      const parsed = handsetEvent.safeParse(raw);
      if (!parsed.success) {
        results.push({ eventGuid: guid, status: 'rejected', message: firstIssue(parsed.error) });
        continue;
      }
      const event = parsed.data;
      if (event.sentAt > epochSeconds(now) + MAX_FUTURE_SECONDS) {
        results.push({
          eventGuid: guid,
          status: 'rejected',
          message: 'sentAt: the time is in the future; check the handset clock.',
        });
        continue;
      }
      if (seen.has(event.eventGuid)) {
        results.push({ eventGuid: guid, status: 'duplicate' });
        continue;
      }
      seen.add(event.eventGuid);
      try {
        const made = await tx.transaction((savepoint) => process(savepoint, origin, event, settings));
        if (made === null) results.push({ eventGuid: guid, status: 'duplicate' });
        else {
          results.push({ eventGuid: guid, status: 'accepted' });
          emits.push(...made);
        }
      } catch (error) {
        results.push({ eventGuid: guid, status: 'rejected', message: (error as Error).message });
      }
    }
    if (origin.device) {
      await tx
        .update(devices)
        .set({
          lastSeenAt: sql`greatest(${devices.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
          offlineSince: null,
        })
        .where(and(eq(devices.id, origin.device.id)));
    }
  });
  return { results, emits };
}
