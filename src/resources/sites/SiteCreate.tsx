import { Card } from '@mui/material';
import { CreateBase, type RaRecord, useNotify, useRedirect } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { BackLink } from '../../custom/BackLink';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { SiteForm } from './SiteForm';
import { useSiteSaveFailed } from './useSiteSaveFailed';

const NEW_SITE = { contacts: [], latitude: null, longitude: null, poligonPoints: null, radius: null };

/** company/site/details: a new site; once saved it becomes the selected site and its area opens. */
export const SiteCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSiteSaveFailed();
  const onSuccess = (site: RaRecord) => {
    session.selectSite({ id: Number(site.id), name: String(site.name), companyId: Number(site.companyId) });
    notify(MESSAGES.site.saved, { type: 'success' });
    redirect(PATHS.siteXtraDetails);
  };
  return (
    <CreateBase resource="sites" record={NEW_SITE} mutationOptions={{ onSuccess, onError }}>
      <PageTitle title="patrol.site.new" breadcrumb={<BackLink to={PATHS.sites} label="patrol.site.back" />} />
      <Card>
        <SiteForm />
      </Card>
    </CreateBase>
  );
};
