import { Checkbox } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import type { WEEK } from './scheduleValues';

/** One weekday of a schedule as a read-only checkbox. */
export const WeekdayCheck = ({ record, day }: { record: RaRecord; day: (typeof WEEK)[number] }) => {
  const translate = useTranslate();
  return (
    <Checkbox
      checked={!!record[day]}
      disabled
      size="small"
      sx={{ p: 0.5 }}
      slotProps={{ input: { 'aria-label': translate(`patrol.schedules.days.${day}`) } }}
    />
  );
};
