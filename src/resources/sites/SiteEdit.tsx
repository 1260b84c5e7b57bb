import { Card } from '@mui/material';
import { EditBase, Loading, type RaRecord, useNotify, useRedirect } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { useSelectedSite } from '../../authProvider/useSession';
import { PATHS } from '../../paths';
import { SiteForm } from './SiteForm';
import { useSiteSaveFailed } from './useSiteSaveFailed';

/** company/site/xtra/details: the selected site; saving stays on it (spec part 2 §2 'Site detail'). */
export const SiteEdit = () => {
  const site = useSelectedSite();
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSiteSaveFailed();
  if (!site) return null;
  const onSuccess = (saved: RaRecord) => {
    session.selectSite({ id: Number(saved.id), name: String(saved.name), companyId: Number(saved.companyId) });
    notify(MESSAGES.site.saved, { type: 'success' });
    redirect(PATHS.siteXtraDetails);
  };
  return (
    <EditBase
      resource="sites"
      id={site.id}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
      redirectOnError={PATHS.sites}
      loading={<Loading />}
    >
      <Card>
        <SiteForm />
      </Card>
    </EditBase>
  );
};
