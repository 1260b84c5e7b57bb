import RouteIcon from '@mui/icons-material/Route';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** The selected site's routes. Their URLs are in the routes table (src/routes/index.tsx). */
export const RouteList = lazyPage(() => import('./RouteList').then((m) => m.RouteList));
export const RouteCreate = lazyPage(() => import('./RouteCreate').then((m) => m.RouteCreate));
export const RouteEdit = lazyPage(() => import('./RouteEdit').then((m) => m.RouteEdit));

export default {
  icon: RouteIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
