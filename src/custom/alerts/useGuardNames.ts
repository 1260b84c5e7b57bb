import { useMemo } from 'react';
import { useGetList } from 'react-admin';

/** The most employees read for naming guards on the alerts page. */
const EMPLOYEES_READ = 1000;

/** The company's employees' names by id, to name the guard of an alert ('where known'); empty until read. */
export function useGuardNames(): Map<number, string> {
  const { data } = useGetList('employees', {
    pagination: { page: 1, perPage: EMPLOYEES_READ },
    sort: { field: 'name', order: 'ASC' },
  });
  return useMemo(
    () => new Map((data ?? []).map((employee) => [Number(employee.id), `${employee.name} ${employee.surname}`])),
    [data],
  );
}

/** The guard an alert names: the handset's signed-in guard, or the employee who clocked in. */
export const guardOf = (alert: { employeeId?: unknown }, names: Map<number, string>) =>
  typeof alert.employeeId === 'number' ? names.get(alert.employeeId) : undefined;
