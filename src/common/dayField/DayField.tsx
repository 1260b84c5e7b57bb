import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, type SxProps, TextField, type Theme, Tooltip } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dayText, dayTimeText, isoDay, isoDayTime, maskDay, maskDayTime } from './dayText';

/** How a day is written, or a day and a time: the shaping, the reading, the native picker and the words. */
const FORMATS = {
  day: {
    mask: maskDay,
    iso: isoDay,
    shown: dayText,
    length: 10,
    picker: 'date',
    placeholder: 'patrol.dayField.placeholder',
    notReal: 'patrol.dayField.notADay',
  },
  dayTime: {
    mask: maskDayTime,
    iso: isoDayTime,
    shown: dayTimeText,
    length: 16,
    picker: 'datetime-local',
    placeholder: 'patrol.dayField.timePlaceholder',
    notReal: 'patrol.dayField.notATime',
  },
} as const;

interface DayFieldProps {
  /** The label, already in words: the field is found by it. */
  label: string;
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with a time), or '' for none. */
  value: string;
  /** Gets the ISO day (and time) once the text is a whole real one, and '' while it is not (as a native input). */
  onChange: (day: string) => void;
  /** A 24-hour time after the day, dd/mm/yyyy HH:mm, as a datetime-local input holds it. */
  withTime?: boolean;
  min?: string;
  max?: string;
  /** The caller's rule is broken (the days' range): the field is marked. */
  error?: boolean;
  helperText?: ReactNode;
  /** Shown over the field (e.g. when the day starts). */
  tooltip?: string;
  /** The theme's, unless named. */
  size?: 'small' | 'medium';
  /** The theme's, unless named. */
  variant?: 'outlined' | 'filled' | 'standard';
  name?: string;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * A day written day first, dd/mm/yyyy (en-ZA), whatever the browser's language: a text field shaping what is
 * typed, with a calendar button opening the browser's own picker (a hidden date input). Its callers keep ISO
 * days. A whole text that is no real day (31/02/2026), or a part-written one left, says so under the field.
 * With a time, the same for a local moment, dd/mm/yyyy HH:mm (25:00 is none either).
 */
export const DayField = ({
  label,
  value,
  onChange,
  withTime = false,
  min,
  max,
  error = false,
  helperText,
  tooltip,
  size,
  variant,
  name,
  onBlur,
  sx,
}: DayFieldProps) => {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const format = FORMATS[withTime ? 'dayTime' : 'day'];
  const [text, setText] = useState(() => format.shown(value));
  const [left, setLeft] = useState(false);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The day changed from outside (a button, the address, a calendar pick): the text follows.
    setSeen(value);
    if (value !== format.iso(text)) setText(format.shown(value));
  }
  const take = (next: string) => {
    setText(next);
    setLeft(false);
    if (format.iso(next) !== format.iso(text)) onChange(format.iso(next));
  };
  const notReal = text !== '' && format.iso(text) === '' && (left || text.length === format.length);
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') {
      try {
        input.showPicker();
        return;
      } catch {
        // Some browsers refuse a picker for an input out of sight: a click opens it there.
      }
    }
    input.click();
  };
  const field = (
    <TextField
      label={label}
      name={name}
      value={text}
      error={error || notReal}
      helperText={notReal ? translate(format.notReal) : helperText}
      onChange={(event) => take(format.mask(event.target.value))}
      onBlur={() => {
        setLeft(true);
        onBlur?.();
      }}
      size={size}
      variant={variant}
      sx={{ width: 170, ...sx }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', placeholder: translate(format.placeholder), maxLength: format.length },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                aria-label={translate('patrol.dayField.calendar')}
                edge="end"
                size="small"
                onClick={openCalendar}
              >
                <EventIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type={format.picker}
                tabIndex={-1}
                aria-hidden
                value={format.iso(text)}
                min={min}
                max={max}
                onChange={(event) => {
                  setText(format.shown(event.target.value));
                  setLeft(false);
                  onChange(event.target.value);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return tooltip ? (
    <Tooltip title={tooltip} placement="top" arrow describeChild>
      {field}
    </Tooltip>
  ) : (
    field
  );
};
