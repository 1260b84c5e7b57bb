import { TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { localToUtc, typedTime, utcToLocal } from './scheduleTime';

interface TimeOfDayInputProps {
  source: string;
  label: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A time of day typed in 24-hour local time (HH:mm) and kept in UTC for the wire. A text field rather than the
 * browser's time input, which shows AM/PM wherever the browser's language does (Chromium in en-US). What is typed
 * stays as typed until it is a time; until then the form holds no time and the field says how to write one.
 */
export const TimeOfDayInput = ({ source, label, disabled, readOnly }: TimeOfDayInputProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const [draft, setDraft] = useState(() => utcToLocal(value));
  const sent = useRef<string | null>(value);

  // A value the form set itself (a record loaded, a reset) replaces what was typed.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(utcToLocal(value));
    }
  }, [value]);

  const change = (text: string) => {
    setDraft(text);
    const time = typedTime(text);
    sent.current = time ? localToUtc(time) : null;
    field.onChange(sent.current);
  };
  const unreadable = draft.trim() !== '' && typedTime(draft) === null;

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={draft}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        const time = typedTime(draft);
        if (time) setDraft(time);
        field.onBlur();
      }}
      label={translate(label)}
      placeholder={translate('patrol.schedules.timePlaceholder')}
      error={unreadable && !disabled}
      helperText={unreadable && !disabled ? translate('patrol.schedules.timeFormat') : ' '}
      disabled={disabled || readOnly}
      variant="filled"
      size="small"
      margin="dense"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off', readOnly },
        inputLabel: { shrink: true },
      }}
    />
  );
};
