import { useInput } from 'react-admin';

export interface BoundaryFields {
  poligonPoints: string;
  polygonType: 'polygon' | 'circle';
  radius: number | null;
}

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' ? value : value === '' || value === null || value === undefined ? null : Number(value);

/** The site's map fields, owned in one place: the point (latitude, longitude) and the boundary. */
export function useSiteLocation() {
  const latitude = useInput({ source: 'latitude' }).field;
  const longitude = useInput({ source: 'longitude' }).field;
  const poligonPoints = useInput({ source: 'poligonPoints' }).field;
  const polygonType = useInput({ source: 'polygonType' }).field;
  const radius = useInput({ source: 'radius' }).field;
  return {
    latitude: asNumber(latitude.value),
    longitude: asNumber(longitude.value),
    poligonPoints: (poligonPoints.value || null) as string | null,
    radius: asNumber(radius.value),
    setPoint(lat: number, lng: number) {
      latitude.onChange(lat);
      longitude.onChange(lng);
    },
    setBoundary(fields: BoundaryFields) {
      poligonPoints.onChange(fields.poligonPoints);
      polygonType.onChange(fields.polygonType);
      radius.onChange(fields.radius);
    },
  };
}
