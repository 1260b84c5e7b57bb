import { Circle, GeoJSON } from 'react-leaflet';
import { parseBoundary } from '../../contract/geo';

const SAVED = { color: '#1565c0', weight: 3, fillOpacity: 0.15 };
const PROPOSED = { color: '#ef6c00', weight: 3, dashArray: '8 6', fillOpacity: 0.1 };

interface BoundaryLayerProps {
  text?: string | null;
  radius?: number | null;
  /** A drawn boundary waiting for the user's answer, dashed in orange. */
  proposed?: boolean;
}

/** A site's boundary: its GeoJSON polygon, or its circle (a point with a radius). */
export const BoundaryLayer = ({ text, radius, proposed }: BoundaryLayerProps) => {
  const boundary = parseBoundary(text, radius);
  if (!boundary) return null;
  const STYLE = proposed ? PROPOSED : SAVED;
  if (boundary.kind === 'circle') {
    const [longitude, latitude] = boundary.center;
    return <Circle center={[latitude, longitude]} radius={boundary.radius} pathOptions={STYLE} />;
  }
  return <GeoJSON key={`${proposed}${text}`} data={boundary.geometry} style={STYLE} />;
};
