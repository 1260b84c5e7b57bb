import type { RaRecord } from 'react-admin';
import { session } from '../../authProvider/session';

/** A saved site becomes the selected site (kept in the session like the company). */
export const selectSavedSite = (site: RaRecord) =>
  session.selectSite({ id: Number(site.id), name: String(site.name), companyId: Number(site.companyId) });
