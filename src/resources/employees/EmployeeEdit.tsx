import { EditBase, Loading } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeQrCard } from './EmployeeQrCard';
import { EmployeeTitle } from './EmployeeTitle';

/** An existing employee: details, QR code and info PDF. */
export const EmployeeEdit = () => {
  const onSuccess = useSavedHandler(MESSAGES.employee.saved, PATHS.employees);
  return (
    <EditBase
      resource="employees"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirectOnError={PATHS.employees}
      loading={<Loading />}
    >
      <EmployeeTitle />
      <DetailLayout aside={<EmployeeQrCard />}>
        <EmployeeForm />
      </DetailLayout>
    </EditBase>
  );
};
