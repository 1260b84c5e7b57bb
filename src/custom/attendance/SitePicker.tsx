import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

interface SitePickerProps {
  value: number | null;
  onChange: (siteId: number) => void;
}

/** The company's sites by name, one to choose. */
export const SitePicker = ({ value, onChange }: SitePickerProps) => {
  const translate = useTranslate();
  const { data: sites = [] } = useGetList('sites', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const known = sites.some((site) => site.id === value);
  return (
    <TextField
      select
      label={translate('patrol.attendance.site')}
      value={known ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      size="small"
      fullWidth={false}
      sx={{ width: 300 }}
    >
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
