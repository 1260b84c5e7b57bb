import BusinessIcon from '@mui/icons-material/Business';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** Companies (sys-admin): /companies and /companies/:id, react-admin's own paths. New companies come from /register. */
export default {
  list: lazyPage(() => import('./CompanyList').then((m) => m.CompanyList)),
  edit: lazyPage(() => import('./CompanyEdit').then((m) => m.CompanyEdit)),
  icon: BusinessIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
