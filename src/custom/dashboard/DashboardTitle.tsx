import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ShiftPeriod } from './shiftDay';

/** Stands in for the date while the title is translated, to find where the date goes. */
const DATE_MARK = '\u0000';

interface DashboardTitleProps {
  company: string;
  period: ShiftPeriod;
  /** The day picker, beside the title where there is room, else under it. */
  children: ReactNode;
}

/**
 * '{company} - Yesterday's Shift Performance - {date}' (spec part 1 §2), or the words of another day; also the
 * browser tab's title. A long title wraps between words, never inside the date nor just before it.
 */
export const DashboardTitle = ({ company, period, children }: DashboardTitleProps) => {
  const translate = useTranslate();
  const key = `patrol.dashboard.title.${period.kind}`;
  const [before, after = ''] = translate(key, { company, date: DATE_MARK }).split(DATE_MARK);
  const text = `${before}${period.date}${after}`;
  // The word before the date goes with it: a wrapped line starts with a word, never with '- 2026-…'.
  const cut = before.lastIndexOf(' ', before.trimEnd().lastIndexOf(' ') - 1) + 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
      <title>{`${text} · ${translate('patrol.app.name')}`}</title>
      <Typography variant="h5" component="h2" sx={{ flex: '1 1 560px' }}>
        {before.slice(0, cut)}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {before.slice(cut)}
          {period.date}
        </Box>
        {after}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
};
