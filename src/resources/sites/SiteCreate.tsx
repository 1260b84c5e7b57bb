import { Card } from '@mui/material';
import { MESSAGES } from '../../../contract/messages';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { SiteForm } from './SiteForm';
import { selectSavedSite } from './selectSavedSite';

const NEW_SITE = { contacts: [], latitude: null, longitude: null, poligonPoints: null, radius: null };

/** company/site/details: a new site; once saved it becomes the selected site and its area opens. */
export const SiteCreate = () => (
  <RecordCreate
    resource="sites"
    record={NEW_SITE}
    saved={MESSAGES.site.saved}
    failed={MESSAGES.site.saveFailed}
    redirectTo={PATHS.siteXtraDetails}
    afterSave={selectSavedSite}
  >
    <PageTitle title="patrol.site.new" breadcrumb={<BackLink to={PATHS.sites} label="patrol.site.back" />} />
    <Card>
      <SiteForm />
    </Card>
  </RecordCreate>
);
