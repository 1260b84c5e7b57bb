import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** The selected site's schedules: company/site/xtra/schedule and schedule/:id ('new' or 0 creates). */
export default {
  list: lazyPage(() => import('./ScheduleList').then((m) => m.ScheduleList)),
  create: lazyPage(() => import('./ScheduleCreate').then((m) => m.ScheduleCreate)),
  edit: lazyPage(() => import('./ScheduleEdit').then((m) => m.ScheduleEdit)),
  icon: EventRepeatIcon,
  recordRepresentation: (record: RaRecord) => String(record.routeName),
};
