import DevicesIcon from '@mui/icons-material/Devices';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** The selected site's devices. Their URLs are in the routes table (src/routes/index.tsx). */
export const DeviceList = lazyPage(() => import('./DeviceList').then((m) => m.DeviceList));
export const DeviceCreate = lazyPage(() => import('./DeviceCreate').then((m) => m.DeviceCreate));
export const DeviceEdit = lazyPage(() => import('./DeviceEdit').then((m) => m.DeviceEdit));

export default {
  icon: DevicesIcon,
  recordRepresentation: (record: RaRecord) => String(record.deviceName),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
