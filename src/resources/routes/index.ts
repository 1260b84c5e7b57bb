import RouteIcon from '@mui/icons-material/Route';
import type { RaRecord } from 'react-admin';
import { RouteCreate } from './RouteCreate';
import { RouteEdit } from './RouteEdit';
import { RouteList } from './RouteList';

/** The selected site's routes: company/site/xtra/routes and route/:id ('new' creates). */
export default {
  list: RouteList,
  create: RouteCreate,
  edit: RouteEdit,
  icon: RouteIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
