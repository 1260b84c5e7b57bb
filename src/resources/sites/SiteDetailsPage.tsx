import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { lazyPage } from '../../routes/lazyPage';
import { SiteCreate } from '.';

const NewSiteNotice = lazyPage(() => import('./NewSiteNotice').then((m) => m.NewSiteNotice));

/**
 * company/site/details: the new-site form for those who may add sites. The route is open to a controller too
 * (spec part 1 §2), who adds nothing (§6): it is told so and led to the sites, whose details it may read.
 */
export const SiteDetailsPage = () =>
  canAccess(useRole(), { resource: 'sites', action: 'create' }) ? <SiteCreate /> : <NewSiteNotice />;
