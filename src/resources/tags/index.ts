import NfcIcon from '@mui/icons-material/Nfc';
import type { RaRecord } from 'react-admin';
import { TagCreate } from './TagCreate';
import { TagEdit } from './TagEdit';
import { TagList } from './TagList';

/** The selected site's tags: company/site/xtra/tags and tag/:id ('new' creates). */
export default {
  list: TagList,
  create: TagCreate,
  edit: TagEdit,
  icon: NfcIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
