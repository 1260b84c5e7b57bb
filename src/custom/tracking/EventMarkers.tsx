import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Marker, Tooltip } from 'react-leaflet';
import type { DeviceEvent } from '../../../contract/tracking';
import { eventIcon } from './eventIcon';
import { eventClass, eventLines, eventSummary } from './eventText';

/** The period's scans and alerts as small dots where they happened, each with its type, name and time. */
export const EventMarkers = memo(({ events }: { events: readonly DeviceEvent[] }) => {
  const translate = useTranslate();
  return events.map((event) =>
    event.latitude === null || event.longitude === null ? null : (
      <Marker
        key={event.id}
        position={[event.latitude, event.longitude]}
        icon={eventIcon(eventClass(event))}
        title={eventSummary(event, translate)}
        zIndexOffset={-100}
      >
        <Tooltip direction="top">
          {eventLines(event, translate).map((line, i) => (
            <div key={line} style={{ fontWeight: i === 0 ? 700 : 400 }}>
              {line}
            </div>
          ))}
        </Tooltip>
      </Marker>
    ),
  );
});
