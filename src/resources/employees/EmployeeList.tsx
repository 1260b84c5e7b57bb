import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonIcon from '@mui/icons-material/Person';
import { CreateButton, DataTable, type Identifier, SearchInput } from 'react-admin';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { PagedList } from '../PagedList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const openEmployee = (id: Identifier) => PATHS.employee(id);

/** The company's employees; 'Add a new Employee' is hidden from controllers. */
export const EmployeeList = () => (
  <>
    <PageTitle
      title="patrol.employees.title"
      actions={
        <CreateButton
          resource="employees"
          to={PATHS.employee('new')}
          label="patrol.employees.add"
          variant="contained"
        />
      }
    />
    <PagedList resource="employees" filters={filters} sortField="name">
      <DataTable rowClick={openEmployee} bulkActionButtons={false}>
        <DataTable.Col label={false} render={() => <PersonIcon color="primary" aria-hidden />} />
        <DataTable.Col
          source="name"
          label="patrol.employees.fields.fullName"
          render={(record) => `${record.name} ${record.surname}`}
        />
        <DataTable.Col source="contactNumber" label="patrol.employees.fields.contactNumber" />
        <DataTable.Col source="emailAddress" label="patrol.employees.fields.emailAddress" />
        <DataTable.Col source="siteName" label="patrol.employees.fields.site" />
        <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
      </DataTable>
    </PagedList>
  </>
);
