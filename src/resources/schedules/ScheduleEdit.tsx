import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleTitle } from './ScheduleTitle';
import { scheduleWire } from './scheduleValues';

/** An existing schedule; a failed save says 'Error' unless the server explains. */
export const ScheduleEdit = () => (
  <RecordEdit
    resource="schedules"
    listPath={PATHS.schedules}
    transform={scheduleWire}
    saved={MESSAGES.schedule.saved}
    failed={MESSAGES.schedule.failed}
  >
    <ScheduleTitle />
    <DetailLayout>
      <ScheduleForm />
    </DetailLayout>
  </RecordEdit>
);
