import L from 'leaflet';

export type PinKind = 'site' | 'device' | 'tag' | 'selected' | 'unselected';

const COLORS: Record<PinKind, { fill: string; stroke: string; dot: string }> = {
  site: { fill: '#1565c0', stroke: '#0d47a1', dot: '#ffffff' },
  device: { fill: '#2e7d32', stroke: '#1b5e20', dot: '#ffffff' },
  tag: { fill: '#ef6c00', stroke: '#e65100', dot: '#ffffff' },
  selected: { fill: '#1565c0', stroke: '#0d47a1', dot: '#ffffff' },
  unselected: { fill: '#ffffff', stroke: '#757575', dot: '#9e9e9e' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A map pin drawn with inline SVG (no image files, nothing from the network). A selected route pin
 * carries its position; an unselected one is a hollow grey pin.
 */
export function pinIcon(kind: PinKind, text?: string | number): L.DivIcon {
  const { fill, stroke, dot } = COLORS[kind];
  const label =
    text === undefined
      ? `<circle cx="14" cy="14" r="5" fill="${dot}"/>`
      : `<text x="14" y="18.5" text-anchor="middle" font-size="12" font-family="Roboto, Arial, sans-serif" font-weight="700" fill="${dot}">${escapeHtml(String(text))}</text>`;
  return L.divIcon({
    className: `patrol-pin patrol-pin-${kind}`,
    html: `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 1C6.8 1 1 6.8 1 14c0 9.6 13 25 13 25s13-15.4 13-25C27 6.8 21.2 1 14 1z" fill="${fill}" stroke="${stroke}" stroke-width="2"/>${label}</svg>`,
    iconSize: [28, 40],
    iconAnchor: [14, 39],
    popupAnchor: [0, -34],
    tooltipAnchor: [12, -24],
  });
}
