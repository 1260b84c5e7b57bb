import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, type SxProps, TextField, type Theme, Tooltip } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dayFirst, isoDay, maskDay } from './dayText';

interface DayFieldProps {
  /** The label, already in words: the field is found by it. */
  label: string;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  /** Gets the ISO day once the text is a whole real day, and '' while it is not (as a native date input). */
  onChange: (day: string) => void;
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
 */
export const DayField = ({
  label,
  value,
  onChange,
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
  const [text, setText] = useState(() => dayFirst(value));
  const [left, setLeft] = useState(false);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The day changed from outside (a button, the address, a calendar pick): the text follows.
    setSeen(value);
    if (value !== isoDay(text)) setText(dayFirst(value));
  }
  const take = (next: string) => {
    setText(next);
    setLeft(false);
    if (isoDay(next) !== isoDay(text)) onChange(isoDay(next));
  };
  const notADay = text !== '' && isoDay(text) === '' && (left || text.length === 10);
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
      error={error || notADay}
      helperText={notADay ? translate('patrol.dayField.notADay') : helperText}
      onChange={(event) => take(maskDay(event.target.value))}
      onBlur={() => {
        setLeft(true);
        onBlur?.();
      }}
      size={size}
      variant={variant}
      sx={{ width: 170, ...sx }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', placeholder: translate('patrol.dayField.placeholder'), maxLength: 10 },
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
                type="date"
                tabIndex={-1}
                aria-hidden
                value={isoDay(text)}
                min={min}
                max={max}
                onChange={(event) => {
                  setText(dayFirst(event.target.value));
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
