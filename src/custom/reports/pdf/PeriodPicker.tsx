import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RestoreIcon from '@mui/icons-material/Restore';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { currentPeriod, isLatestPeriod, movePeriod, type PeriodKind, type ReportPeriod } from './reportPeriod';
import { monthName, periodTimes } from './reportTimes';

interface PeriodPickerProps {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}

/** The period's words: '22 Nov … 06:00 – 23 Nov … 06:00', a month also by its name. */
export function usePeriodLabel() {
  const translate = useTranslate();
  return (period: ReportPeriod) =>
    period.kind === 'monthly'
      ? translate('patrol.reports.pdf.monthRange', { month: monthName(period.startDate), ...periodTimes(period) })
      : translate('patrol.reports.pdf.range', periodTimes(period));
}

/** Daily or Monthly, previous / reset / next, and the range the report covers (spec part 1 §2, §4). */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const translate = useTranslate();
  const label = usePeriodLabel();
  const t = (key: string) => translate(`patrol.reports.pdf.${key}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
      <RadioGroup
        row
        aria-label={t('periodKind')}
        value={period.kind}
        onChange={(event) => onChange(currentPeriod(event.target.value as PeriodKind))}
        sx={{ mr: 1 }}
      >
        <FormControlLabel value="daily" control={<Radio size="small" />} label={t('daily')} />
        <FormControlLabel value="monthly" control={<Radio size="small" />} label={t('monthly')} />
      </RadioGroup>
      <Button size="small" startIcon={<ChevronLeftIcon />} onClick={() => onChange(movePeriod(period, -1))}>
        {t(`previous.${period.kind}`)}
      </Button>
      <Tooltip describeChild title={t(`resetHint.${period.kind}`)}>
        <Button size="small" startIcon={<RestoreIcon />} onClick={() => onChange(currentPeriod(period.kind))}>
          {t('reset')}
        </Button>
      </Tooltip>
      <Button
        size="small"
        endIcon={<ChevronRightIcon />}
        disabled={isLatestPeriod(period)}
        onClick={() => onChange(movePeriod(period, 1))}
      >
        {t(`next.${period.kind}`)}
      </Button>
      <Box sx={{ ml: 1 }}>
        <Typography component="p" variant="subtitle1" aria-live="polite">
          {label(period)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('timeZone')}
        </Typography>
      </Box>
    </Box>
  );
}
