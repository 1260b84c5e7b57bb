import { config } from '../../config';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const TIMEOUT_MS = 10_000;

/**
 * An address to coordinates through the configured Nominatim-style search (`?q=…&format=json&limit=1`).
 * Null when nothing matches; throws when the service cannot be reached or answers an error.
 */
export async function geocode(address: string): Promise<Coordinates | null> {
  const url = new URL(config().geocodeUrl, window.location.origin);
  url.searchParams.set('q', address);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '1');
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The geocoder answered ${response.status}.`);
  const [first] = (await response.json()) as { lat?: string | number; lon?: string | number }[];
  const latitude = Number(first?.lat);
  const longitude = Number(first?.lon);
  if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}
