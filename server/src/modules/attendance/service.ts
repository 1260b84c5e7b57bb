/** Clock-ins and clock-outs: a handset's attendance event, for a guard placed at the handset's site. */
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { Tx } from '../../db/client';
import { attendance, employees } from '../../db/schema';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import { EventRefused } from '../../events/refused';
import { liveEmit, storeEvent } from '../alert/store';

/** The guard clocking, if a guard of the handset's site; refused otherwise. */
async function guardOfSite(tx: Tx, employeeId: number, companyId: number, siteId: number | undefined) {
  const [employee] = await tx
    .select({ companyId: employees.companyId, siteId: employees.siteId, role: employees.role })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee || employee.companyId !== companyId || employee.siteId !== siteId || employee.role !== 'default')
    throw new EventRefused(MESSAGES.handset.guardNotOfSite);
}

export const handleAttendance: EventHandler<'attendance'> = async (tx, origin, event) => {
  const employeeId = event.employeeId ?? origin.employeeId;
  // Clock-ins only for guards placed at the handset's site.
  await guardOfSite(tx, employeeId as number, origin.companyId, origin.site?.id);
  const base = eventBase(event);
  const fields = {
    clockType: event.clockType,
    clockTime: event.sentAt,
    employeeId: employeeId as number,
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
    clockTime: base.sentAt,
    alternateIdentification: fields.alternateIdentification,
    imageUrl: fields.imageUrl,
  });
  return [liveEmit(origin.companyId, stored)];
};
