import { Box, Card } from '@mui/material';
import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { RecordEdit } from '../../common/RecordEdit';
import { AuditLink } from '../../custom/audit/AuditLink';
import { PATHS } from '../../routes';
import { SiteClients } from './SiteClients';
import { SiteForm } from './SiteForm';
import { selectSavedSite } from './selectSavedSite';

/** company/site/xtra/details: the selected site; saving stays on it (spec part 2 §2 'Site detail'). */
export const SiteEdit = () => {
  const site = useSelectedSite();
  if (!site) return null;
  return (
    <RecordEdit
      resource="sites"
      id={site.id}
      listPath={PATHS.sites}
      saved={MESSAGES.site.saved}
      failed={MESSAGES.site.saveFailed}
      redirectTo={PATHS.siteXtraDetails}
      afterSave={selectSavedSite}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <AuditLink entity="site" id={site.id} />
      </Box>
      <Card>
        <SiteForm />
      </Card>
      <SiteClients siteId={site.id} />
    </RecordEdit>
  );
};
