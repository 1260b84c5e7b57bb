import { Autocomplete, TextField } from '@mui/material';
import { AutocompleteInput, useTranslate } from 'react-admin';
import { timeZoneNames } from '../../../contract/timeZone';

const choices = () => timeZoneNames().map((name) => ({ id: name, name }));

/** The company form's time zone: an IANA name picked from the browser's list (contract/timeZone.ts). */
export const TimeZoneInput = () => (
  <AutocompleteInput
    source="timeZone"
    label="patrol.companies.fields.timeZone"
    helperText="patrol.companies.fields.timeZoneHelp"
    choices={choices()}
    disableClearable
    fullWidth
  />
);

/** The same choice outside a react-admin form (an admin's own company, on the account page). */
export const TimeZonePicker = ({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled?: boolean;
  onChange: (zone: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={timeZoneNames()}
      value={value}
      disabled={disabled}
      disableClearable
      onChange={(_, zone) => onChange(zone)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('patrol.companies.fields.timeZone')}
          helperText={translate('patrol.companies.fields.timeZoneHelp')}
        />
      )}
    />
  );
};
