/**
 * Tag enrollment: a new tag read on site by a handset, kept for the control room to add to the site's tags.
 * The request is stored with the batch and sent live to the company's consoles once committed: as a row of the
 * tag enrollment list, and as its event, an alert of the Misc box ('Tag enrollment requested: {name}').
 */
import { SOCKET_EVENTS } from '../../../../contract/events';
import { tagEnrollments } from '../../db/schema';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import { liveEmit, storeEvent } from '../alert/store';
import { getEnrollment } from './read';

export const handleTagEnrollment: EventHandler<'tagEnrollment'> = async (tx, origin, event) => {
  const base = eventBase(event);
  const stored = await storeEvent(tx, origin, {
    ...base,
    type: 'tagEnrollment',
    fields: { name: event.name, serialNumber: event.serialNumber },
  });
  if (!stored || !origin.site) return null;
  const [request] = await tx
    .insert(tagEnrollments)
    .values({
      eventGuid: event.eventGuid,
      companyId: origin.companyId,
      siteId: origin.site.id,
      deviceId: origin.device?.id ?? null,
      name: event.name,
      serialNumber: event.serialNumber,
      latitude: event.latitude ?? null,
      longitude: event.longitude ?? null,
      // When the handset read the tag, as a chat message keeps the time it was sent.
      createdAt: base.sentAt,
    })
    .returning({ id: tagEnrollments.id });
  const payload = { ...(await getEnrollment(tx, request.id)), eventGuid: event.eventGuid, companyId: origin.companyId };
  return [
    { companyId: origin.companyId, event: SOCKET_EVENTS.tagEnrollment, payload },
    liveEmit(origin.companyId, stored),
  ];
};
