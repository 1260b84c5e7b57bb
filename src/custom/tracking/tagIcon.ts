import L from 'leaflet';
import { TAG_COLOR } from './eventColors';

/**
 * A site's tag on the tracking map: a small orange diamond, so the checkpoints show where they are without
 * hiding the path and its dots.
 */
export const TAG_ICON = L.divIcon({
  className: 'patrol-site-tag',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><rect x="2.5" y="2.5" width="9" height="9" transform="rotate(45 7 7)" fill="${TAG_COLOR}" stroke="#ffffff" stroke-width="1.5"/></svg>`,
  iconSize: [14, 14],
  iconAnchor: [7, 7],
  tooltipAnchor: [0, -7],
});
