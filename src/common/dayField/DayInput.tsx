import { useInput, useTranslate } from 'react-admin';
import { DayField } from './DayField';

interface DayInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  /** Read by react-admin's filter form: the input stays shown. */
  alwaysOn?: boolean;
}

/** The day-first date field in a react-admin form or filter: the ISO day under `source`, '' (no filter) while none. */
export const DayInput = ({ source, label }: DayInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  return (
    <DayField
      label={translate(label)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
};
