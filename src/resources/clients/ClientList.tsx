import { DataTable, SearchInput, useRecordContext } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { ClientState, LastSignIn } from './ClientState';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const SiteNames = () => {
  const record = useRecordContext();
  return <>{((record?.siteNames as string[] | undefined) ?? []).join(', ')}</>;
};

/** The company's clients, sorted by name; 'Add a new Client' is hidden from controllers. */
export const ClientList = () => (
  <ListPage
    resource="clients"
    filters={filters}
    sortField="name"
    title="patrol.clients.title"
    addLabel="patrol.clients.add"
    addPath={PATHS.client('new')}
    rowClick={PATHS.client}
  >
    <DataTable.Col source="name" label="patrol.clients.fields.name" />
    <DataTable.Col source="emailAddress" label="patrol.clients.fields.emailAddress" />
    <DataTable.Col source="siteNames" label="patrol.clients.fields.sites" disableSort>
      <SiteNames />
    </DataTable.Col>
    <DataTable.Col source="revokedAt" label="patrol.clients.fields.state" disableSort>
      <ClientState />
    </DataTable.Col>
    <DataTable.Col source="lastSignInAt" label="patrol.clients.fields.lastSignInAt" disableSort>
      <LastSignIn />
    </DataTable.Col>
  </ListPage>
);
