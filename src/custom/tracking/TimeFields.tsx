import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TimeRange } from './historyTimes';

interface TimeFieldsProps {
  times: TimeRange;
  onChange: (times: TimeRange) => void;
  /** The first and last minute the dates hold, local 'YYYY-MM-DDTHH:mm' (none while the dates are wrong). */
  bounds: { min: string; max: string } | null;
  error: boolean;
}

const FIELDS = ['from', 'to'] as const;

/** The optional From and To times inside the dates, a date and a time each (the night spans two dates). */
export const TimeFields = ({ times, onChange, bounds, error }: TimeFieldsProps) => {
  const translate = useTranslate();
  // Together: where the filters wrap, From and To go to the next line as a pair.
  const fields = FIELDS.map((field) => (
    <TextField
      key={field}
      type="datetime-local"
      label={translate(`patrol.tracking.times.${field}`)}
      value={times[field]}
      error={error}
      onChange={(event) => onChange({ ...times, [field]: event.target.value })}
      fullWidth={false}
      sx={{ width: 220 }}
      helperText={translate('patrol.tracking.times.optional')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds?.min, max: bounds?.max } }}
    />
  ));
  return <Box sx={{ display: 'flex', gap: 2 }}>{fields}</Box>;
};
