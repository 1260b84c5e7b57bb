/** Tag enrollment: a new tag read on site by a handset, kept for the control room to add to the site's tags. */
import { tagEnrollments } from '../../db/schema';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import { storeEvent } from '../alert/store';

export const handleTagEnrollment: EventHandler<'tagEnrollment'> = async (tx, origin, event) => {
  const stored = await storeEvent(tx, origin, {
    ...eventBase(event),
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
};
