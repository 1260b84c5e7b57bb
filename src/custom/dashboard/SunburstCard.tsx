import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SitesTagsScanned, SiteTagsScanned } from '../../../contract/dashboard';
import { BinLegend } from './BinLegend';
import { Loadable } from './Loadable';
import { SiteSunburst } from './SiteSunburst';
import { ABOVE_BINS, BELOW_BINS, siteRings } from './siteBins';
import type { useDashboard } from './useDashboard';

const SIDES = {
  above: { title: 'patrol.dashboard.sitesAbove', empty: 'patrol.dashboard.noSitesAbove', rule: ABOVE_BINS },
  below: { title: 'patrol.dashboard.sitesBelow', empty: 'patrol.dashboard.noSitesBelow', rule: BELOW_BINS },
} as const;

const sitesOf = (answer: SitesTagsScanned, side: keyof typeof SIDES) =>
  side === 'above' ? answer.sitesAboveThreshold : answer.sitesBelowThreshold;

interface SunburstCardProps {
  side: keyof typeof SIDES;
  query: ReturnType<typeof useDashboard>['sites'];
  onOpen: (site: SiteTagsScanned) => void;
}

/** The sites above or below the SLA threshold as a sunburst, or the spec's text when there are none. */
export const SunburstCard = ({ side, query, onOpen }: SunburstCardProps) => {
  const translate = useTranslate();
  const { title, empty, rule } = SIDES[side];
  const heading = translate(title);
  return (
    <Card component="section" aria-label={heading} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {heading}
        </Typography>
        <Loadable query={query} what={heading} failed="patrol.dashboard.failed.sites" height={340}>
          {(answer) => {
            const rings = siteRings(sitesOf(answer, side), rule);
            if (!rings.sites.length) {
              return (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  {translate(empty)}
                </Typography>
              );
            }
            return (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, overflowX: 'auto' }}>
                <SiteSunburst rings={rings} onOpen={onOpen} />
                <BinLegend bins={rings.bins} />
              </Box>
            );
          }}
        </Loadable>
      </CardContent>
    </Card>
  );
};
