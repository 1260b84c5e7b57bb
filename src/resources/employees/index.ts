import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { EmployeeCreate } from './EmployeeCreate';
import { EmployeeEdit } from './EmployeeEdit';
import { EmployeeList } from './EmployeeList';

/** Employees: /company/employees and /company/employee/:id ('new' creates). */
export default {
  list: EmployeeList,
  edit: EmployeeEdit,
  create: EmployeeCreate,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) => `${record.name} ${record.surname}`,
};
