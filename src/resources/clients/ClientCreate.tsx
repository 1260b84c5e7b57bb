import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { ClientForm } from './ClientForm';
import { ClientTitle } from './ClientTitle';

const NEW_CLIENT = { siteIds: [] };

/** Adds a client; once saved, the client's page opens, where the sign-in link is sent. */
export const ClientCreate = () => (
  <RecordCreate
    resource="clients"
    record={NEW_CLIENT}
    saved="patrol.clients.saved"
    redirectTo={(client) => PATHS.client(client.id)}
  >
    <ClientTitle />
    <DetailLayout>
      <ClientForm />
    </DetailLayout>
  </RecordCreate>
);
