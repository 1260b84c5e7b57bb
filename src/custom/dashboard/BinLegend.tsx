import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPercent } from './formatFigures';
import type { SiteBin } from './siteBins';

/** The key of the inner ring: each bin's colour, range and number of sites. */
export const BinLegend = ({ bins }: { bins: SiteBin[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, m: 0, p: 0 }}>
      {bins.map((bin) => (
        <Box component="li" key={bin.from} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, listStyle: 'none' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: bin.fill }} aria-hidden />
          <Typography variant="caption">
            {translate('patrol.dashboard.bin', { from: formatPercent(bin.from), to: formatPercent(bin.to) })}
            {': '}
            {translate('patrol.dashboard.binSites', { smart_count: bin.value })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
