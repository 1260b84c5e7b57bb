import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/** The picker's first option: every site of the company. */
export const ALL_SITES = 'all';
export type SiteChoice = number | typeof ALL_SITES;

/** One site to choose; with `allSites`, 'All sites' comes first. */
type SitePickerProps =
  | { value: number | null; onChange: (siteId: number) => void; allSites?: false }
  | { value: SiteChoice | null; onChange: (choice: SiteChoice) => void; allSites: true };

/** The company's sites by name (after 'All sites' where offered): one to choose. */
export const SitePicker = ({ value, onChange, allSites = false }: SitePickerProps) => {
  const translate = useTranslate();
  const { data: sites = [] } = useGetList('sites', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const known = (allSites && value === ALL_SITES) || sites.some((site) => site.id === value);
  return (
    <TextField
      select
      label={translate('patrol.attendance.site')}
      value={known ? value : ''}
      onChange={(event) =>
        (onChange as (choice: SiteChoice) => void)(
          event.target.value === ALL_SITES ? ALL_SITES : Number(event.target.value),
        )
      }
      size="small"
      fullWidth={false}
      sx={{ width: 300 }}
    >
      {allSites && <MenuItem value={ALL_SITES}>{translate('patrol.attendance.allSites')}</MenuItem>}
      {sites.map((site) => (
        <MenuItem key={site.id} value={site.id}>
          {site.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
