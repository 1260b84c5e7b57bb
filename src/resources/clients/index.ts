import ContactMailIcon from '@mui/icons-material/ContactMail';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../routes/lazyPage';
import { notAtDefaultPaths } from '../../routes/notAtDefaultPaths';
import type { ResourceConfig } from '../../routes/resourceConfig';

/** Clients of the selected company (issue 33). Their URLs are in the routes table (src/routes/index.tsx). */
export const ClientList = lazyPage(() => import('./ClientList').then((m) => m.ClientList));
export const ClientCreate = lazyPage(() => import('./ClientCreate').then((m) => m.ClientCreate));
export const ClientEdit = lazyPage(() => import('./ClientEdit').then((m) => m.ClientEdit));

export default {
  icon: ContactMailIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
  children: notAtDefaultPaths,
} satisfies ResourceConfig;
