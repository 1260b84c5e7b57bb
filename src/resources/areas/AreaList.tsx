import { CreateButton, DataTable, type Identifier, SearchInput } from 'react-admin';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { PagedList } from '../PagedList';
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
    <PagedList resource="areas" filters={filters} sortField="name">
      <DataTable rowClick={openArea} bulkActionButtons={false}>
        <DataTable.Col source="name" label="patrol.areas.fields.name" />
        <DataTable.Col source="contactPerson" label="patrol.areas.fields.contactPerson" />
        <DataTable.Col source="contactNumber" label="patrol.areas.fields.contactNumber" />
        <DataTable.Col source="contactEmail" label="patrol.areas.fields.contactEmail" />
        <DataTable.Col source="shouldReceiveReports" label="patrol.areas.fields.shouldReceiveReports">
          <ReceiveReportsCheckbox />
        </DataTable.Col>
      </DataTable>
    </PagedList>
  </>
);
