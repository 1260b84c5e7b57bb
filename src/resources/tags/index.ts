import NfcIcon from '@mui/icons-material/Nfc';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../custom/lazyPage';

/** The selected site's tags: company/site/xtra/tags and tag/:id ('new' creates). */
export default {
  list: lazyPage(() => import('./TagList').then((m) => m.TagList)),
  create: lazyPage(() => import('./TagCreate').then((m) => m.TagCreate)),
  edit: lazyPage(() => import('./TagEdit').then((m) => m.TagEdit)),
  icon: NfcIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
