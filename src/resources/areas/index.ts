import MapIcon from '@mui/icons-material/Map';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** Areas of the selected company. Their URLs are in the routes table (src/routes/index.tsx). */
export const AreaList = lazyPage(() => import('./AreaList').then((m) => m.AreaList));
export const AreaCreate = lazyPage(() => import('./AreaCreate').then((m) => m.AreaCreate));
export const AreaEdit = lazyPage(() => import('./AreaEdit').then((m) => m.AreaEdit));

export default {
  icon: MapIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
