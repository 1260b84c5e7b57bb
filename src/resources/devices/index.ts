import DevicesIcon from '@mui/icons-material/Devices';
import type { RaRecord } from 'react-admin';
import { DeviceCreate } from './DeviceCreate';
import { DeviceEdit } from './DeviceEdit';
import { DeviceList } from './DeviceList';

/** The selected site's devices: company/site/xtra/devices and device/:id ('new' creates). */
export default {
  list: DeviceList,
  create: DeviceCreate,
  edit: DeviceEdit,
  icon: DevicesIcon,
  recordRepresentation: (record: RaRecord) => String(record.deviceName),
};
