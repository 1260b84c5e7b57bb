import { DataTable, SearchInput } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { ReceiveReportsCheckbox } from './ReceiveReportsCheckbox';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The company's areas; 'Add a new Area' is hidden from controllers. */
export const AreaList = () => (
  <ListPage
    resource="areas"
    filters={filters}
    sortField="name"
    title="patrol.areas.title"
    addLabel="patrol.areas.add"
    addPath={PATHS.area('new')}
    rowClick={PATHS.area}
  >
    <DataTable.Col source="name" label="patrol.areas.fields.name" />
    <DataTable.Col source="contactPerson" label="patrol.areas.fields.contactPerson" />
    <DataTable.Col source="contactNumber" label="patrol.areas.fields.contactNumber" />
    <DataTable.Col source="contactEmail" label="patrol.areas.fields.contactEmail" />
    <DataTable.Col source="shouldReceiveReports" label="patrol.areas.fields.shouldReceiveReports">
      <ReceiveReportsCheckbox />
    </DataTable.Col>
  </ListPage>
);
