import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DayField } from '../../common/dayField/DayField';
import { addDays } from './shiftDay';

interface ShiftDayPickerProps {
  /** The shift day shown, 'YYYY-MM-DD'. */
  day: string;
  /** The latest day on offer: today's shift. */
  max: string;
  /** Takes a day the picker has checked: a real day up to `max`. */
  onChange: (day: string) => void;
  isDay: (day: string) => boolean;
}

/** The shift day: a date, and the day before or after it (not after today's shift). */
export const ShiftDayPicker = ({ day, max, onChange, isDay }: ShiftDayPickerProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(day);
  const [shown, setShown] = useState(day);
  if (shown !== day) {
    // The day changed from outside (the buttons, the address): the field follows.
    setShown(day);
    setText(day);
  }
  const step = (days: number) => onChange(addDays(day, days));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={translate('patrol.dashboard.day.previous')}
        onClick={() => step(-1)}
        disabled={!isDay(addDays(day, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <DayField
        tooltip={translate('patrol.dashboard.day.hint')}
        size="small"
        label={translate('patrol.dashboard.day.label')}
        value={text}
        max={max}
        error={!isDay(text)}
        onChange={(next) => {
          setText(next);
          if (isDay(next)) onChange(next);
        }}
      />
      <IconButton aria-label={translate('patrol.dashboard.day.next')} onClick={() => step(1)} disabled={day >= max}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
};
