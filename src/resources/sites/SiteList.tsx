import { DataTable, List, SearchInput } from 'react-admin';
import { PAGE_SIZE } from '../../../contract/constants';
import { PageTitle } from '../../custom/PageTitle';
import { ListPagination } from '../ListPagination';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The company's sites by name and address; the site area (detail, devices, tags, routes) comes with part 2. */
export const SiteList = () => (
  <>
    <PageTitle title="patrol.sites.title" />
    <List
      resource="sites"
      title={false}
      actions={false}
      filters={filters}
      perPage={PAGE_SIZE}
      pagination={<ListPagination />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="patrol.sites.fields.name" />
        <DataTable.Col source="address" label="patrol.sites.fields.address" />
      </DataTable>
    </List>
  </>
);
