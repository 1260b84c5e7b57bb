import { useTranslate } from 'react-admin';
import { DayField } from '../dayField/DayField';
import { type DayRange, dayText } from './shiftDays';

interface DayPickerProps {
  /** i18n key of the label. */
  label: string;
  /** 'YYYY-MM-DD' (a UTC day). */
  value: string;
  max?: string;
  error: boolean;
  size: 'small' | 'medium';
  onChange: (day: string) => void;
}

/** A start or end date, with the spec's tooltip: the day counts from the shift start (spec part 2 §2, §9). */
const DayPicker = ({ label, value, max, error, size, onChange }: DayPickerProps) => {
  const translate = useTranslate();
  return (
    <DayField
      label={translate(label)}
      tooltip={translate('patrol.shiftRange.shiftStart')}
      value={value}
      max={max}
      error={error}
      onChange={onChange}
      size={size}
      sx={{ width: 190 }}
    />
  );
};

const DAYS = ['startDate', 'endDate'] as const;

interface ShiftDateRangeProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  /** Marks both days: the range breaks a rule. */
  error: boolean;
  /** The size of the fields beside them. */
  size?: 'small' | 'medium';
  /** The latest day either picker offers, 'YYYY-MM-DD' (today, UTC, unless named); null: any day. */
  max?: string | null;
}

/** The start and end date of attendance and tracking, up to today (UTC); of the activity CSV, any days. */
export const ShiftDateRange = ({ range, onChange, error, size = 'medium', max }: ShiftDateRangeProps) => {
  const latest = max === null ? undefined : (max ?? dayText(Date.now() / 1000));
  return DAYS.map((day) => (
    <DayPicker
      key={day}
      label={`patrol.shiftRange.${day}`}
      value={range[day]}
      max={latest}
      error={error}
      size={size}
      onChange={(value) => onChange({ ...range, [day]: value })}
    />
  ));
};
