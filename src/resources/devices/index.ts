import DevicesIcon from '@mui/icons-material/Devices';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** The selected site's devices: company/site/xtra/devices and device/:id ('new' creates). */
export default {
  list: lazyPage(() => import('./DeviceList').then((m) => m.DeviceList)),
  create: lazyPage(() => import('./DeviceCreate').then((m) => m.DeviceCreate)),
  edit: lazyPage(() => import('./DeviceEdit').then((m) => m.DeviceEdit)),
  icon: DevicesIcon,
  recordRepresentation: (record: RaRecord) => String(record.deviceName),
};
