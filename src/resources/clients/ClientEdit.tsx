import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { ClientAccess } from './ClientAccess';
import { ClientForm } from './ClientForm';
import { ClientTitle } from './ClientTitle';

/** A client's page: name, e-mail address and sites, with its sign-in (link, revoke) beside. */
export const ClientEdit = () => (
  <RecordEdit resource="clients" listPath={PATHS.clients} saved="patrol.clients.saved">
    <ClientTitle />
    <DetailLayout aside={<ClientAccess />}>
      <ClientForm />
    </DetailLayout>
  </RecordEdit>
);
