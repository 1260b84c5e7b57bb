import NfcIcon from '@mui/icons-material/Nfc';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** The selected site's tags. Their URLs are in the routes table (src/routes/index.tsx). */
export const TagList = lazyPage(() => import('./TagList').then((m) => m.TagList));
export const TagCreate = lazyPage(() => import('./TagCreate').then((m) => m.TagCreate));
export const TagEdit = lazyPage(() => import('./TagEdit').then((m) => m.TagEdit));

export default {
  icon: NfcIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
