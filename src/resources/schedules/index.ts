import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { RaRecord } from 'react-admin';
import { ScheduleCreate } from './ScheduleCreate';
import { ScheduleEdit } from './ScheduleEdit';
import { ScheduleList } from './ScheduleList';

/** The selected site's schedules: company/site/xtra/schedule and schedule/:id ('new' or 0 creates). */
export default {
  list: ScheduleList,
  create: ScheduleCreate,
  edit: ScheduleEdit,
  icon: EventRepeatIcon,
  recordRepresentation: (record: RaRecord) => String(record.routeName),
};
