import { Navigate } from 'react-admin';
import { Outlet } from 'react-router';
import { useSelectedCompany, useSelectedSite } from '../../authProvider/useSession';
import { BackLink } from '../../common/BackLink';
import { RoleRoute } from '../../common/RoleRoute';
import { PATHS } from '../../routes';
import { SiteTiles } from './SiteTiles';

/**
 * company/site/xtra: the selected site's area, with the breadcrumb back to 'Sites' and the six tiles above
 * the page of the child route. Without a site of the selected company there is nothing to show: back to the list.
 */
export const SiteXtraShell = () => {
  const site = useSelectedSite();
  const company = useSelectedCompany();
  if (!site || site.companyId !== company?.id) return <Navigate to={PATHS.sites} replace />;
  return (
    <RoleRoute resource="sites">
      <BackLink to={PATHS.sites} label="patrol.site.back" current={site.name} />
      <SiteTiles />
      <Outlet />
    </RoleRoute>
  );
};
