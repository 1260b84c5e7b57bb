import { EditBase, Loading } from 'react-admin';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleTitle } from './ScheduleTitle';
import { scheduleWire } from './scheduleValues';
import { useScheduleSaved } from './useScheduleSaved';

export const ScheduleEdit = () => {
  const mutationOptions = useScheduleSaved();
  return (
    <EditBase
      resource="schedules"
      mutationMode="pessimistic"
      transform={scheduleWire}
      mutationOptions={mutationOptions}
      redirectOnError={PATHS.schedules}
      loading={<Loading />}
    >
      <ScheduleTitle />
      <DetailLayout>
        <ScheduleForm />
      </DetailLayout>
    </EditBase>
  );
};
