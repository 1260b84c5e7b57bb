import { Autocomplete, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

interface FreeTextAutocompleteProps {
  source: string;
  label: string;
  options: string[];
  readOnly?: boolean;
}

/** A text input that suggests the company's existing values (divisions, branches) and accepts a new one. */
export const FreeTextAutocomplete = ({ source, label, options, readOnly }: FreeTextAutocompleteProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => field.onChange(text)}
      onChange={(_event, choice) => field.onChange(choice ?? '')}
      readOnly={readOnly}
      disabled={readOnly}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          label={translate(label)}
          variant="filled"
          size="small"
          margin="dense"
          sx={{ mb: 3 }}
        />
      )}
    />
  );
};
