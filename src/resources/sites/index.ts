import LocationCityIcon from '@mui/icons-material/LocationCity';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** Sites: /company/sites, the new-site form at /company/site/details, the selected site at /company/site/xtra/details. */
export default {
  list: lazyPage(() => import('./SiteList').then((m) => m.SiteList)),
  create: lazyPage(() => import('./SiteCreate').then((m) => m.SiteCreate)),
  edit: lazyPage(() => import('./SiteEdit').then((m) => m.SiteEdit)),
  icon: LocationCityIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
