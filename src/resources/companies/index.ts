import BusinessIcon from '@mui/icons-material/Business';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** Companies (sys-admin): the list and 'Company info'; new companies come from Register Company. Their URLs are in the routes table (src/routes/index.tsx). */
export const CompanyList = lazyPage(() => import('./CompanyList').then((m) => m.CompanyList));
export const CompanyEdit = lazyPage(() => import('./CompanyEdit').then((m) => m.CompanyEdit));
export const SelectedCompanyEdit = lazyPage(() => import('./CompanyEdit').then((m) => m.SelectedCompanyEdit));
export const EscalationPage = lazyPage(() => import('./EscalationPage').then((m) => m.EscalationPage));

export default {
  icon: BusinessIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
