import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleTitle } from './ScheduleTitle';
import { scheduleWire, WEEK } from './scheduleValues';

const NO_DAYS = Object.fromEntries(WEEK.map((day) => [day, false]));

/** company/site/xtra/schedule/new (or /0): a schedule of one of the site's routes. */
export const ScheduleCreate = () => {
  const site = useSelectedSite();
  return (
    <RecordCreate
      resource="schedules"
      record={{ siteId: site?.id, randomizeStart: false, ...NO_DAYS }}
      transform={scheduleWire}
      saved={MESSAGES.schedule.saved}
      failed={MESSAGES.schedule.failed}
      redirectTo={PATHS.schedules}
    >
      <ScheduleTitle />
      <DetailLayout>
        <ScheduleForm />
      </DetailLayout>
    </RecordCreate>
  );
};
