import L from 'leaflet';
import type { AlertClass } from '../../../contract/events';
import { EVENT_COLORS } from './eventColors';

const icons = new Map<AlertClass, L.DivIcon>();

/** A small dot for a scan or an alert on the path: its alert class's colour with a white ring. */
export function eventIcon(kind: AlertClass): L.DivIcon {
  let icon = icons.get(kind);
  if (!icon) {
    icon = L.divIcon({
      className: `patrol-event patrol-event-${kind}`,
      html: `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6" fill="${EVENT_COLORS[kind]}" stroke="#ffffff" stroke-width="2"/></svg>`,
      iconSize: [16, 16],
      iconAnchor: [8, 8],
      tooltipAnchor: [0, -8],
    });
    icons.set(kind, icon);
  }
  return icon;
}
