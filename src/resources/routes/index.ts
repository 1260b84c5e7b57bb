import RouteIcon from '@mui/icons-material/Route';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** The selected site's routes: company/site/xtra/routes and route/:id ('new' creates). */
export default {
  list: lazyPage(() => import('./RouteList').then((m) => m.RouteList)),
  create: lazyPage(() => import('./RouteCreate').then((m) => m.RouteCreate)),
  edit: lazyPage(() => import('./RouteEdit').then((m) => m.RouteEdit)),
  icon: RouteIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
