import { CreateBase } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { GUARD_ROLE } from '../../dataProvider/employeeRole';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeTitle } from './EmployeeTitle';

const NEW_EMPLOYEE = { role: GUARD_ROLE, siteId: null };

/** A new employee, with a password and its confirmation. */
export const EmployeeCreate = () => {
  const onSuccess = useSavedHandler(MESSAGES.employee.saved, PATHS.employees);
  return (
    <CreateBase resource="employees" record={NEW_EMPLOYEE} mutationOptions={{ onSuccess }}>
      <EmployeeTitle />
      <DetailLayout>
        <EmployeeForm isNew />
      </DetailLayout>
    </CreateBase>
  );
};
