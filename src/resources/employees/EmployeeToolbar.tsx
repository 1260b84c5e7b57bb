import { SaveButton, Toolbar } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { PATHS } from '../../routes';

/** Save Employee, and Delete Employee for an existing employee. */
export const EmployeeToolbar = () => (
  <Toolbar sx={{ gap: 2, justifyContent: 'flex-end' }}>
    <DeleteRecordButton
      label="patrol.employees.delete"
      action="patrol.employees.deleteAction"
      successMessage={MESSAGES.employee.removed}
      redirectTo={PATHS.employees}
    />
    <SaveButton label="patrol.employees.save" />
  </Toolbar>
);
