import MapIcon from '@mui/icons-material/Map';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** Areas: /company/areas and /company/area/:id ('new' creates). */
export default {
  list: lazyPage(() => import('./AreaList').then((m) => m.AreaList)),
  edit: lazyPage(() => import('./AreaEdit').then((m) => m.AreaEdit)),
  create: lazyPage(() => import('./AreaCreate').then((m) => m.AreaCreate)),
  icon: MapIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
