import { useSearchParams } from 'react-router';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { ClientForm } from './ClientForm';
import { ClientTitle } from './ClientTitle';

/**
 * Adds a client; once saved, the client's page opens, where the sign-in link is sent. Opened from a site's page
 * (`?siteId=`), that site is chosen already.
 */
export const ClientCreate = () => {
  const siteId = Number(useSearchParams()[0].get('siteId'));
  return (
    <RecordCreate
      resource="clients"
      record={{ siteIds: siteId > 0 ? [siteId] : [] }}
      saved="patrol.clients.saved"
      redirectTo={(client) => PATHS.client(client.id)}
    >
      <ClientTitle />
      <DetailLayout>
        <ClientForm />
      </DetailLayout>
    </RecordCreate>
  );
};
