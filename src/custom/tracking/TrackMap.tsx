import type { LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { MAP } from '../../../contract/constants';
import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';
import { BoundaryLayer } from '../../map/BoundaryLayer';
import { MapView } from '../../map/MapView';
import { ResizeWithContainer } from '../../map/ResizeWithContainer';
import { EventMarkers } from './EventMarkers';
import { FitPath } from './FitPath';
import { type FlyTarget, FlyToPoint } from './FlyToPoint';
import { LiveMarker, type LivePoint } from './LiveMarker';
import { PlaybackMarker } from './PlaybackMarker';
import { SiteTagsLayer } from './SiteTagsLayer';
import { simplifyPath } from './simplifyPath';
import { TrackPath } from './TrackPath';
import type { TrackingSite } from './useTrackingSite';

export interface TrackMapProps {
  /** The site: where the map opens before a path frames it, its boundary and its tags. */
  site: TrackingSite;
  points: readonly DeviceLocation[];
  events: readonly DeviceEvent[];
  index: number | null;
  live: LivePoint | null;
  fly: FlyTarget | null;
  height: number;
}

/**
 * The tracking map, opened on the site at the spec's zoom 18: the site's boundary and tags, the path with its scans
 * and alerts (framed on each Refresh),
 * the playback's or the live marker, and row clicks flown to.
 */
export const TrackMap = ({ site, points, events, index, live, fly, height }: TrackMapProps) => {
  const drawn = useMemo(() => simplifyPath(points), [points]);
  const bounds = useMemo(
    () => [
      ...drawn.map((i): LatLngTuple => [points[i].latitude, points[i].longitude]),
      ...events.flatMap((event): LatLngTuple[] =>
        event.latitude === null || event.longitude === null ? [] : [[event.latitude, event.longitude]],
      ),
    ],
    [points, drawn, events],
  );
  const point = index === null ? undefined : points[index];
  return (
    <MapView center={site.centre} zoom={MAP.trackingZoom} label="patrol.tracking.map" height={height}>
      <ResizeWithContainer />
      <BoundaryLayer text={site.poligonPoints} radius={site.radius} />
      <SiteTagsLayer tags={site.tags} />
      <TrackPath points={points} drawn={drawn} index={index} />
      <EventMarkers events={events} />
      <FitPath bounds={bounds} />
      {point && <PlaybackMarker point={point} />}
      {live && <LiveMarker point={live} />}
      <FlyToPoint target={fly} />
    </MapView>
  );
};
