import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

interface CheckboxInputProps {
  source: string;
  /** i18n key or text; shown beside the box unless `hideLabel`, always its accessible name. */
  label: string;
  labelOptions?: Record<string, unknown>;
  hideLabel?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** A boolean form value as a plain checkbox (the spec's checkboxes; react-admin's BooleanInput is a switch); read-only is disabled. */
export const CheckboxInput = (props: CheckboxInputProps) => {
  const { source, label, labelOptions, hideLabel, readOnly, disabled, size = 'small' } = props;
  const translate = useTranslate();
  const { field } = useInput({ source, format: (value) => !!value, parse: (value) => !!value });
  const text = translate(label, { _: label, ...labelOptions });
  const box = (
    <Checkbox
      name={field.name}
      checked={!!field.value}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      disabled={disabled || readOnly}
      size={size}
      slotProps={{ input: { 'aria-label': text } }}
    />
  );
  return hideLabel ? box : <FormControlLabel control={box} label={text} />;
};
