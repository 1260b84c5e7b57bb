/** Runtime configuration read once from /config.json before the console renders; same origin by default. */
export interface RuntimeConfig {
  apiUrl: string;
  serviceBusUrl: string;
  reportingUrl: string;
  websocketUrl: string;
  tileUrl: string;
  /** A Nominatim-style search (`?q=…&format=json&limit=1`) for the site address. */
  geocodeUrl: string;
}

const defaults: RuntimeConfig = {
  apiUrl: '',
  serviceBusUrl: '',
  reportingUrl: '',
  websocketUrl: '',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  geocodeUrl: 'https://nominatim.openstreetmap.org/search',
};

let current: RuntimeConfig = defaults;

export const config = (): RuntimeConfig => current;

export async function loadConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const loaded = (await response.json()) as Partial<RuntimeConfig>;
      current = { ...defaults, ...pickStrings(loaded) };
    }
  } catch {
    current = defaults;
  }
  return current;
}

function pickStrings(loaded: Partial<RuntimeConfig>): Partial<RuntimeConfig> {
  return Object.fromEntries(
    Object.entries(loaded).filter(([key, value]) => key in defaults && typeof value === 'string'),
  ) as Partial<RuntimeConfig>;
}
