import { FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SubjectType, useReportSubjects } from './useReportSubjects';

type SubjectPickerProps = ReturnType<typeof useReportSubjects>;

/** The Site or Area radio and the selector of the company's sites or areas. */
export function SubjectPicker({ type, setType, options, subject, choose }: SubjectPickerProps) {
  const translate = useTranslate();
  const label = translate(`patrol.reports.pdf.${type}`);
  const known = options.some((option) => option.id === subject?.id);
  return (
    <>
      <RadioGroup
        row
        aria-label={translate('patrol.reports.pdf.subjectType')}
        value={type}
        onChange={(event) => setType(event.target.value as SubjectType)}
      >
        <FormControlLabel value="site" control={<Radio size="small" />} label={translate('patrol.reports.pdf.site')} />
        <FormControlLabel value="area" control={<Radio size="small" />} label={translate('patrol.reports.pdf.area')} />
      </RadioGroup>
      <TextField
        select
        label={label}
        value={known ? subject?.id : ''}
        onChange={(event) => choose(Number(event.target.value))}
        size="small"
        sx={{ width: 300, maxWidth: '100%' }}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
