import LocationCityIcon from '@mui/icons-material/LocationCity';
import type { RaRecord } from 'react-admin';
import { SiteCreate } from './SiteCreate';
import { SiteEdit } from './SiteEdit';
import { SiteList } from './SiteList';

/** Sites: /company/sites, the new-site form at /company/site/details, the selected site at /company/site/xtra/details. */
export default {
  list: SiteList,
  create: SiteCreate,
  edit: SiteEdit,
  icon: LocationCityIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
