import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../common/dayField/DayField';
import type { TimeRange } from './historyTimes';

interface TimeFieldsProps {
  times: TimeRange;
  onChange: (times: TimeRange) => void;
  /** The first and last minute the dates hold, local 'YYYY-MM-DDTHH:mm' (none while the dates are wrong). */
  bounds: { min: string; max: string } | null;
  error: boolean;
}

const FIELDS = ['from', 'to'] as const;

/**
 * The optional From and To times inside the dates, a day-first date and a 24-hour time each, dd/mm/yyyy HH:mm
 * (the night spans two dates), whatever the browser's language.
 */
export const TimeFields = ({ times, onChange, bounds, error }: TimeFieldsProps) => {
  const translate = useTranslate();
  // Together: where the filters wrap, From and To go to the next line as a pair.
  const fields = FIELDS.map((field) => (
    <DayField
      key={field}
      withTime
      label={translate(`patrol.tracking.times.${field}`)}
      value={times[field]}
      error={error}
      onChange={(value) => onChange({ ...times, [field]: value })}
      sx={{ width: 220 }}
      helperText={translate('patrol.tracking.times.optional')}
      min={bounds?.min}
      max={bounds?.max}
    />
  ));
  return <Box sx={{ display: 'flex', gap: 2 }}>{fields}</Box>;
};
