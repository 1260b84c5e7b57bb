import BusinessIcon from '@mui/icons-material/Business';
import type { RaRecord } from 'react-admin';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';

/** Companies (sys-admin): /companies and /companies/:id, react-admin's own paths. New companies come from /register. */
export default {
  list: CompanyList,
  edit: CompanyEdit,
  icon: BusinessIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
