import MapIcon from '@mui/icons-material/Map';
import type { RaRecord } from 'react-admin';
import { AreaCreate } from './AreaCreate';
import { AreaEdit } from './AreaEdit';
import { AreaList } from './AreaList';

/** Areas: /company/areas and /company/area/:id ('new' creates). */
export default {
  list: AreaList,
  edit: AreaEdit,
  create: AreaCreate,
  icon: MapIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
