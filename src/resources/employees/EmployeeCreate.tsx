import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { GUARD_ROLE } from '../../dataProvider/employeeRole';
import { PATHS } from '../../routes';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeTitle } from './EmployeeTitle';

const NEW_EMPLOYEE = { role: GUARD_ROLE, siteId: null };

/** A new employee, with a password and its confirmation. */
export const EmployeeCreate = () => (
  <RecordCreate resource="employees" record={NEW_EMPLOYEE} saved={MESSAGES.employee.saved} redirectTo={PATHS.employees}>
    <EmployeeTitle />
    <DetailLayout>
      <EmployeeForm isNew />
    </DetailLayout>
  </RecordCreate>
);
