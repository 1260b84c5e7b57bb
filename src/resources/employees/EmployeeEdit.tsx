import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeQrCard } from './EmployeeQrCard';
import { EmployeeTitle } from './EmployeeTitle';

/** An existing employee: details, QR code and info PDF. */
export const EmployeeEdit = () => (
  <RecordEdit resource="employees" listPath={PATHS.employees} saved={MESSAGES.employee.saved}>
    <EmployeeTitle />
    <DetailLayout aside={<EmployeeQrCard />}>
      <EmployeeForm />
    </DetailLayout>
  </RecordEdit>
);
