import type { LatLngTuple } from 'leaflet';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Marker } from 'react-leaflet';
import { MAP } from '../../../contract/constants';
import { BoundaryLayer } from '../../map/BoundaryLayer';
import { boundaryCentre } from '../../map/boundaryCentre';
import { DrawControl, type DrawnShape } from '../../map/DrawControl';
import { FollowPoint } from '../../map/FollowPoint';
import { MapView } from '../../map/MapView';
import { pinIcon } from '../../map/pinIcon';
import type { BoundaryFields } from './useSiteLocation';

interface SiteMapProps {
  latitude: number | null;
  longitude: number | null;
  poligonPoints: string | null;
  radius: number | null;
  readOnly?: boolean;
  /** A drawn boundary the user is asked about, shown until answered. */
  proposed?: BoundaryFields | null;
  onDrawn: (shape: DrawnShape) => void;
}

const SITE_PIN = pinIcon('site');

/** The site's map: its boundary, its location marker and (for those who may save) the drawing tools. */
export const SiteMap = (props: SiteMapProps) => {
  const { latitude, longitude, poligonPoints, radius, readOnly, proposed, onDrawn } = props;
  const translate = useTranslate();
  const hasPoint = latitude !== null && longitude !== null;
  const [center] = useState<LatLngTuple>(
    () =>
      (hasPoint ? [latitude, longitude] : boundaryCentre(poligonPoints, radius)) ?? [
        MAP.defaultCenter.latitude,
        MAP.defaultCenter.longitude,
      ],
  );
  return (
    <MapView center={center} zoom={MAP.siteZoom} label="patrol.site.map" height={460}>
      <BoundaryLayer text={poligonPoints} radius={radius} />
      {proposed && <BoundaryLayer text={proposed.poligonPoints} radius={proposed.radius} proposed />}
      {hasPoint && (
        <Marker position={[latitude, longitude]} icon={SITE_PIN} title={translate('patrol.map.siteLocation')} />
      )}
      <FollowPoint latitude={latitude} longitude={longitude} zoom={MAP.siteZoom} />
      {!readOnly && <DrawControl onDrawn={onDrawn} />}
    </MapView>
  );
};
