import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PieLabelRenderProps } from 'recharts';
import type { SiteTagsScanned } from '../../../contract/dashboard';
import { formatPercent } from './formatFigures';
import type { BinnedSite } from './siteBins';
import { siteLabel } from './siteLabel';

const RADIAN = Math.PI / 180;
/** The gap between the ring and a label, and the length of a straight label's leader line. */
const GAP = 4;
const LEADER = 10;

interface SiteLabelProps extends PieLabelRenderProps {
  /** Along the radius (many sites) rather than level (a few). */
  radial: boolean;
  onOpen: (site: SiteTagsScanned) => void;
}

/**
 * A site's name beside its share of the outer ring, cut to 15 characters; it opens the site like the sector does.
 * Level labels with a short leader line read best for a few sites; along the radius, many sites never overlap.
 */
export const SiteLabel = ({ cx, cy, midAngle = 0, outerRadius, payload, radial, onOpen }: SiteLabelProps) => {
  const translate = useTranslate();
  const { site, fill } = payload as BinnedSite;
  const cos = Math.cos(-midAngle * RADIAN);
  const sin = Math.sin(-midAngle * RADIAN);
  const at = (radius: number) => [Number(cx) + radius * cos, Number(cy) + radius * sin];
  const ring = Number(outerRadius);
  const left = cos < 0;
  const open = () => onOpen(site);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const name = translate('patrol.dashboard.openSite', {
    name: site.name,
    percent: formatPercent(site.tagsScannedPercentage),
  });
  const [x, y] = at(ring + GAP + (radial ? 0 : LEADER));
  const [lineX, lineY] = at(ring + GAP);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group has no <a> equivalent that opens a site in the app
    <g role="link" tabIndex={0} aria-label={name} onClick={open} onKeyDown={onKeyDown} style={{ cursor: 'pointer' }}>
      {!radial && <line x1={lineX} y1={lineY} x2={x} y2={y} stroke={fill} />}
      <text
        x={radial ? x : x + (left ? -3 : 3)}
        y={y}
        textAnchor={left ? 'end' : 'start'}
        dominantBaseline="central"
        fontSize={12}
        fill="#263238"
        transform={radial ? `rotate(${left ? 180 - midAngle : -midAngle} ${x} ${y})` : undefined}
      >
        {siteLabel(site.name)}
      </text>
    </g>
  );
};
