import { useRecordContext } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { AuditLink } from '../../custom/audit/AuditLink';
import { PATHS } from '../../routes';

/** 'New Employee', or the employee's name, with a way back to the list and to its history. */
export const EmployeeTitle = () => {
  const record = useRecordContext();
  const title = record?.id ? `${record.name} ${record.surname}` : 'patrol.employees.new';
  return (
    <PageTitle
      title={title}
      breadcrumb={<BackLink to={PATHS.employees} label="patrol.employees.title" />}
      actions={<AuditLink entity="employee" id={record?.id} />}
    />
  );
};
