import { useCallback } from 'react';
import { useRedirect } from 'react-admin';
import type { SiteTagsScanned } from '../../../contract/dashboard';
import { selectSavedSite } from '../../resources/sites/selectSavedSite';
import { PATHS } from '../../routes';

/** Opens a site of the company as the sites list does: it becomes the selected site, and its area opens. */
export function useOpenSite(companyId: number) {
  const redirect = useRedirect();
  return useCallback(
    (site: SiteTagsScanned) => {
      selectSavedSite({ id: site.id, name: site.name, companyId });
      redirect(PATHS.siteXtraDetails);
    },
    [companyId, redirect],
  );
}
