import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Pie, PieChart } from 'recharts';
import { percentage } from '../../../contract/dashboard';
import { formatCount, formatPercent } from './formatFigures';

const WIDTH = 240;
const HEIGHT = 132;
const TRACK = '#e3e7ec';

interface GaugeProps {
  /** Already translated. */
  title: string;
  count: number;
  total: number;
  /** Said under the figures when nothing was due (the percent is then 100, as the spec counts it). */
  nothingDue: string;
}

/** A half-circle gauge: the share done, its percent inside the arc, and 'n / total' below (spec part 1 §2, §9). */
export const Gauge = ({ title, count, total, nothingDue }: GaugeProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const percent = percentage(count, total);
  const done = total === 0 ? 1 : Math.min(count, total);
  const arcs = [
    { name: 'done', value: done, fill: theme.palette.primary.main },
    { name: 'rest', value: Math.max(total - count, 0), fill: TRACK },
  ];
  const figures = { count: formatCount(count), total: formatCount(total), percent: formatPercent(percent) };
  return (
    <Box
      role="img"
      aria-label={translate('patrol.dashboard.gauge', { title, ...figures })}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <Box sx={{ position: 'relative', width: WIDTH, height: HEIGHT }} aria-hidden>
        <PieChart width={WIDTH} height={HEIGHT} margin={{ top: 0, right: 0, bottom: 0, left: 0 }}>
          <Pie
            data={arcs}
            dataKey="value"
            cx={WIDTH / 2}
            cy={HEIGHT - 8}
            startAngle={180}
            endAngle={0}
            innerRadius={82}
            outerRadius={114}
            stroke="none"
            isAnimationActive={false}
          />
        </PieChart>
        <Typography
          variant="h5"
          component="p"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 8, textAlign: 'center', fontWeight: 500 }}
        >
          {translate('patrol.dashboard.percent', figures)}
        </Typography>
      </Box>
      <Typography variant="body1" color="text.secondary" aria-hidden>
        {translate('patrol.dashboard.ofTotal', figures)}
      </Typography>
      {total === 0 && (
        <Typography variant="caption" color="text.secondary">
          {nothingDue}
        </Typography>
      )}
    </Box>
  );
};
