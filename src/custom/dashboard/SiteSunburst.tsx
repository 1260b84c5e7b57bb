import { Pie, PieChart, Tooltip } from 'recharts';
import type { SiteTagsScanned } from '../../../contract/dashboard';
import { SiteLabel } from './SiteLabel';
import { SunburstTooltip } from './SunburstTooltip';
import type { BinnedSite, SiteRings } from './siteBins';

/** Level labels reach out beside the rings; labels along the radius reach out above and below them too. */
const SIZE = { level: { width: 500, height: 340 }, radial: { width: 500, height: 480 } } as const;
/** Up to this many sites the labels lie level; beyond, along the radius so they never overlap. */
const LEVEL_LABELS_UP_TO = 12;
const RINGS = { inner: [44, 84], outer: [88, 124] } as const;

interface SiteSunburstProps {
  rings: SiteRings;
  onOpen: (site: SiteTagsScanned) => void;
}

/** Two rings, clockwise from the top: the bins inside, their sites outside (spec part 1 §2, §9). */
export const SiteSunburst = ({ rings, onOpen }: SiteSunburstProps) => {
  const radial = rings.sites.length > LEVEL_LABELS_UP_TO;
  const common = { cx: '50%', cy: '50%', startAngle: 90, endAngle: -270, isAnimationActive: false, stroke: '#fff' };
  return (
    <PieChart {...SIZE[radial ? 'radial' : 'level']} margin={{ top: 0, right: 0, bottom: 0, left: 0 }}>
      <Pie
        {...common}
        data={rings.bins}
        dataKey="value"
        nameKey="from"
        innerRadius={RINGS.inner[0]}
        outerRadius={RINGS.inner[1]}
      />
      <Pie
        {...common}
        data={rings.sites}
        dataKey="value"
        nameKey="name"
        innerRadius={RINGS.outer[0]}
        outerRadius={RINGS.outer[1]}
        label={(props) => <SiteLabel {...props} radial={radial} onOpen={onOpen} />}
        labelLine={false}
        onClick={(sector) => onOpen((sector.payload as BinnedSite).site)}
        style={{ cursor: 'pointer' }}
      />
      <Tooltip content={<SunburstTooltip />} />
    </PieChart>
  );
};
