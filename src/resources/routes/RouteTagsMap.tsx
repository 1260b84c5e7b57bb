import { useGetOne } from 'react-admin';
import { Marker } from 'react-leaflet';
import { MAP } from '../../../contract/constants';
import type { RouteTag } from '../../../contract/entities';
import { useSelectedSite } from '../../authProvider/useSession';
import { MapView } from '../../map/MapView';
import { pinIcon } from '../../map/pinIcon';

interface RouteTagsMapProps {
  tags: RouteTag[];
  positionOf: Map<number, number>;
  onToggle: (tag: RouteTag) => void;
  readOnly?: boolean;
}

const located = (tag: RouteTag): tag is RouteTag & { latitude: number; longitude: number } =>
  typeof tag.latitude === 'number' && typeof tag.longitude === 'number';

/**
 * The site's tags as pins: a selected pin is filled and numbered, an unselected one hollow; a click toggles. The map
 * opens on the site at the spec's route tag zoom, 18.
 */
export const RouteTagsMap = ({ tags, positionOf, onToggle, readOnly }: RouteTagsMapProps) => {
  const site = useSelectedSite();
  const { data: siteRecord, isPending } = useGetOne('sites', { id: site?.id ?? 0 }, { enabled: !!site });
  const pins = tags.filter(located);
  if (isPending) return null;
  const center: [number, number] =
    typeof siteRecord?.latitude === 'number'
      ? [siteRecord.latitude, siteRecord.longitude]
      : [MAP.defaultCenter.latitude, MAP.defaultCenter.longitude];
  return (
    <MapView center={center} zoom={MAP.tagZoom} label="patrol.routes.map" height={420}>
      {pins.map((tag) => {
        const position = positionOf.get(tag.id);
        return (
          <Marker
            key={tag.id}
            position={[tag.latitude, tag.longitude]}
            icon={position ? pinIcon('selected', position) : pinIcon('unselected')}
            title={tag.name}
            interactive={!readOnly}
            keyboard={!readOnly}
            eventHandlers={{ click: () => onToggle(tag) }}
          />
        );
      })}
    </MapView>
  );
};
