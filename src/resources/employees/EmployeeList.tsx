import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonIcon from '@mui/icons-material/Person';
import { DataTable, SearchInput } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { RoleName } from './RoleName';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The company's employees; 'Add a new Employee' is hidden from controllers. */
export const EmployeeList = () => (
  <ListPage
    resource="employees"
    filters={filters}
    sortField="name"
    title="patrol.employees.title"
    addLabel="patrol.employees.add"
    addPath={PATHS.employee('new')}
    rowClick={PATHS.employee}
  >
    <DataTable.Col label={false} render={() => <PersonIcon color="primary" aria-hidden />} />
    <DataTable.Col
      source="name"
      label="patrol.employees.fields.fullName"
      render={(record) => `${record.name} ${record.surname}`}
    />
    <DataTable.Col source="contactNumber" label="patrol.employees.fields.contactNumber" />
    <DataTable.Col
      source="emailAddress"
      label="patrol.employees.fields.emailAddress"
      cellSx={() => ({ overflowWrap: 'anywhere' })}
    />
    <DataTable.Col source="siteName" label="patrol.employees.fields.site" />
    <DataTable.Col
      source="role"
      label="patrol.employees.fields.role"
      render={(record) => <RoleName role={record.role} />}
    />
    <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
  </ListPage>
);
