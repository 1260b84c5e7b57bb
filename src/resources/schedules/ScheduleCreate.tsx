import { CreateBase } from 'react-admin';
import { useSelectedSite } from '../../authProvider/useSession';
import { DetailLayout } from '../DetailLayout';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleTitle } from './ScheduleTitle';
import { scheduleWire, WEEK } from './scheduleValues';
import { useScheduleSaved } from './useScheduleSaved';

const NO_DAYS = Object.fromEntries(WEEK.map((day) => [day, false]));

/** company/site/xtra/schedule/new (or /0): a schedule of one of the site's routes. */
export const ScheduleCreate = () => {
  const site = useSelectedSite();
  const mutationOptions = useScheduleSaved();
  return (
    <CreateBase
      resource="schedules"
      record={{ siteId: site?.id, randomizeStart: false, ...NO_DAYS }}
      transform={scheduleWire}
      mutationOptions={mutationOptions}
    >
      <ScheduleTitle />
      <DetailLayout>
        <ScheduleForm />
      </DetailLayout>
    </CreateBase>
  );
};
