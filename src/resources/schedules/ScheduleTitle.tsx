import { useRecordContext, useTranslate } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { AuditLink } from '../../custom/audit/AuditLink';
import { PATHS } from '../../routes';

/** 'New Route Schedule' or 'Schedule - {route name}', with the breadcrumb back to Schedules. */
export const ScheduleTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const title = record?.id
    ? translate('patrol.schedules.titleOf', { name: record.routeName })
    : translate('patrol.schedules.new');
  return (
    <PageTitle
      title={title}
      breadcrumb={<BackLink to={PATHS.schedules} label="patrol.schedules.title" current={title} />}
      actions={<AuditLink entity="schedule" id={record?.id} />}
    />
  );
};
