import { LinearProgress } from '@mui/material';
import { useGetOne } from 'react-admin';
import { DetailPanel } from './DetailPanel';
import { FieldRows } from './FieldRows';

/** The employee an alert is about: the guard who clocked in, or who held the handset. */
export const EmployeePanel = ({ employeeId, defaultExpanded }: { employeeId: number; defaultExpanded?: boolean }) => {
  const { data, isPending } = useGetOne('employees', { id: employeeId });
  return (
    <DetailPanel title="patrol.alerts.dialog.employee" defaultExpanded={defaultExpanded}>
      {isPending ? (
        <LinearProgress />
      ) : (
        <FieldRows
          rows={[
            ['employeeName', data ? `${data.name} ${data.surname}` : undefined],
            ['contactNumberOfEmployee', data?.contactNumber],
          ]}
        />
      )}
    </DetailPanel>
  );
};
