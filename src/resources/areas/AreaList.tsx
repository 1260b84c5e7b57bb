import { CreateButton, DataTable, type Identifier, List, SearchInput } from 'react-admin';
import { PAGE_SIZE } from '../../../contract/constants';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { ListPagination } from '../ListPagination';
import { ReceiveReportsCheckbox } from './ReceiveReportsCheckbox';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const openArea = (id: Identifier) => PATHS.area(id);

/** The company's areas; 'Add a new Area' is hidden from controllers. */
export const AreaList = () => (
  <>
    <PageTitle
      title="patrol.areas.title"
      actions={<CreateButton resource="areas" to={PATHS.area('new')} label="patrol.areas.add" variant="contained" />}
    />
    <List
      resource="areas"
      title={false}
      actions={false}
      filters={filters}
      perPage={PAGE_SIZE}
      pagination={<ListPagination />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <DataTable rowClick={openArea} bulkActionButtons={false}>
        <DataTable.Col source="name" label="patrol.areas.fields.name" />
        <DataTable.Col source="contactPerson" label="patrol.areas.fields.contactPerson" />
        <DataTable.Col source="contactNumber" label="patrol.areas.fields.contactNumber" />
        <DataTable.Col source="contactEmail" label="patrol.areas.fields.contactEmail" />
        <DataTable.Col source="shouldReceiveReports" label="patrol.areas.fields.shouldReceiveReports">
          <ReceiveReportsCheckbox />
        </DataTable.Col>
      </DataTable>
    </List>
  </>
);
