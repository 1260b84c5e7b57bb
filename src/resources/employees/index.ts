import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** Employees: /company/employees and /company/employee/:id ('new' creates). */
export default {
  list: lazyPage(() => import('./EmployeeList').then((m) => m.EmployeeList)),
  edit: lazyPage(() => import('./EmployeeEdit').then((m) => m.EmployeeEdit)),
  create: lazyPage(() => import('./EmployeeCreate').then((m) => m.EmployeeCreate)),
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) => `${record.name} ${record.surname}`,
};
