import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** The selected site's schedules. Their URLs are in the routes table (src/routes/index.tsx). */
export const ScheduleList = lazyPage(() => import('./ScheduleList').then((m) => m.ScheduleList));
export const ScheduleCreate = lazyPage(() => import('./ScheduleCreate').then((m) => m.ScheduleCreate));
export const ScheduleEdit = lazyPage(() => import('./ScheduleEdit').then((m) => m.ScheduleEdit));

export default {
  icon: EventRepeatIcon,
  recordRepresentation: (record: RaRecord) => String(record.routeName),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
