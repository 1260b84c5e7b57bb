import { MenuItem, TextField } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';

const NONE = '';

/**
 * The employee's site, with the option 'None' for an employee without one (sent as null). Read-only, it is greyed
 * as react-admin greys its read-only inputs (disabled as well as read-only), so it matches the fields around it.
 */
export const SiteSelect = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const { data: sites = [] } = useGetList('sites', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { field, id } = useInput({
    source: 'siteId',
    format: (value) => value ?? NONE,
    parse: (value) => (value === NONE ? null : Number(value)),
  });
  const known = field.value === NONE || sites.some((site) => site.id === field.value);
  return (
    <TextField
      {...field}
      id={id}
      select
      label={translate('patrol.employees.fields.site')}
      variant="filled"
      size="small"
      margin="dense"
      fullWidth
      disabled={readOnly}
      slotProps={{ select: { displayEmpty: true, readOnly }, inputLabel: { shrink: true } }}
      sx={{ mb: 3 }}
    >
      <MenuItem value={NONE}>{translate('patrol.employees.noSite')}</MenuItem>
      {!known && <MenuItem value={field.value} sx={{ display: 'none' }} />}
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
