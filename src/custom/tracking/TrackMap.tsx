import type { LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { MAP } from '../../../contract/constants';
import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';
import { MapView } from '../../map/MapView';
import { EventMarkers } from './EventMarkers';
import { type FlyTarget, FlyToPoint } from './FlyToPoint';
import { LiveMarker, type LivePoint } from './LiveMarker';
import { PlaybackMarker } from './PlaybackMarker';
import { simplifyPath } from './simplifyPath';
import { TrackPath } from './TrackPath';

export interface TrackMapProps {
  /** Where the map opens before a path frames it: the site. */
  center: LatLngTuple;
  points: readonly DeviceLocation[];
  events: readonly DeviceEvent[];
  index: number | null;
  live: LivePoint | null;
  fly: FlyTarget | null;
  height: number;
}

/** The tracking map: the path, its scans and alerts, the playback's or the live marker, and row clicks flown to. */
export const TrackMap = ({ center, points, events, index, live, fly, height }: TrackMapProps) => {
  const drawn = useMemo(() => simplifyPath(points), [points]);
  const point = index === null ? undefined : points[index];
  return (
    <MapView center={center} zoom={MAP.siteZoom} label="patrol.tracking.map" height={height}>
      <TrackPath points={points} drawn={drawn} index={index} />
      <EventMarkers events={events} />
      {point && <PlaybackMarker point={point} />}
      {live && <LiveMarker point={live} />}
      <FlyToPoint target={fly} />
    </MapView>
  );
};
