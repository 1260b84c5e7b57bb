import LocationCityIcon from '@mui/icons-material/LocationCity';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** Sites: the list, the new-site form and the selected site's details. Their URLs are in the routes table (src/routes/index.tsx). */
export const SiteList = lazyPage(() => import('./SiteList').then((m) => m.SiteList));
export const SiteCreate = lazyPage(() => import('./SiteCreate').then((m) => m.SiteCreate));
export const SiteEdit = lazyPage(() => import('./SiteEdit').then((m) => m.SiteEdit));

export default {
  icon: LocationCityIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
