import type { AlertClass } from '../../../contract/events';

/** The Alerts page's box colours: the dots of the map, its legend and the history table. */
export const EVENT_COLORS: Record<AlertClass, string> = {
  red: '#c62828',
  misc: '#1565c0',
  yellow: '#f9a825',
  green: '#2e7d32',
};

/** The site's tags on the tracking map (diamonds) and in its legend. */
export const TAG_COLOR = '#ef6c00';
