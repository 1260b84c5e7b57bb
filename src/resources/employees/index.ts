import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** Employees of the selected company. Their URLs are in the routes table (src/routes/index.tsx). */
export const EmployeeList = lazyPage(() => import('./EmployeeList').then((m) => m.EmployeeList));
export const EmployeeCreate = lazyPage(() => import('./EmployeeCreate').then((m) => m.EmployeeCreate));
export const EmployeeEdit = lazyPage(() => import('./EmployeeEdit').then((m) => m.EmployeeEdit));

export default {
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) => `${record.name} ${record.surname}`,
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
