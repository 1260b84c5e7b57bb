import { useRecordContext } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { AuditLink } from '../../custom/audit/AuditLink';
import { PATHS } from '../../routes';

/** 'Create New Route' or 'Edit Existing Route', under the breadcrumb Routes › {route name | New Route}. */
export const RouteTitle = () => {
  const record = useRecordContext();
  const isNew = !record?.id;
  return (
    <PageTitle
      title={isNew ? 'patrol.routes.create' : 'patrol.routes.edit'}
      actions={<AuditLink entity="route" id={record?.id} />}
      breadcrumb={
        <BackLink
          to={PATHS.routes}
          label="patrol.routes.title"
          current={isNew ? 'patrol.routes.new' : String(record.name)}
        />
      }
    />
  );
};
