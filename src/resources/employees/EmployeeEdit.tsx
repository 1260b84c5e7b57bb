import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeQrCard } from './EmployeeQrCard';
import { EmployeeTitle } from './EmployeeTitle';
import { TwoFactorResetCard } from './TwoFactorResetCard';

/** An existing employee: details, QR code and info PDF, and whether two-factor sign-in is on (a sys-admin resets it). */
export const EmployeeEdit = () => (
  <RecordEdit resource="employees" listPath={PATHS.employees} saved={MESSAGES.employee.saved}>
    <EmployeeTitle />
    <DetailLayout
      aside={
        <div>
          <EmployeeQrCard />
          <TwoFactorResetCard />
        </div>
      }
    >
      <EmployeeForm />
    </DetailLayout>
  </RecordEdit>
);
