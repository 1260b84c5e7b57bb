import LocationCityIcon from '@mui/icons-material/LocationCity';
import type { RaRecord } from 'react-admin';
import { SiteList } from './SiteList';

/** Sites: /company/sites. */
export default {
  list: SiteList,
  icon: LocationCityIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
