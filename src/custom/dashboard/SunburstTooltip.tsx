import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TooltipContentProps } from 'recharts';
import { formatPercent } from './formatFigures';
import type { BinnedSite, SiteBin } from './siteBins';

/** The full name and percentage of a site, or a bin's range and how many sites it holds. */
export const SunburstTooltip = ({ active, payload }: Partial<TooltipContentProps<number, string>>) => {
  const translate = useTranslate();
  const entry = active ? (payload?.[0]?.payload as BinnedSite | SiteBin | undefined) : undefined;
  if (!entry) return null;
  const text =
    'site' in entry
      ? translate('patrol.dashboard.site', {
          name: entry.name,
          percent: formatPercent(entry.site.tagsScannedPercentage),
        })
      : `${translate('patrol.dashboard.bin', { from: formatPercent(entry.from), to: formatPercent(entry.to) })}: ${translate('patrol.dashboard.binSites', { smart_count: entry.value })}`;
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 0.75 }}>
      <Typography variant="body2">{text}</Typography>
    </Paper>
  );
};
