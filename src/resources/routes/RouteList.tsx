import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CreateButton, DataTable, type Identifier } from 'react-admin';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { SiteScopedList } from '../SiteScopedList';

const openRoute = (id: Identifier) => PATHS.route(id);

/** The site's routes: name, duration (minutes), chevron; 'Add a new Route' is hidden from controllers. */
export const RouteList = () => {
  return (
    <>
      <PageTitle
        title="patrol.routes.title"
        actions={
          <CreateButton resource="routes" to={PATHS.route('new')} label="patrol.routes.add" variant="contained" />
        }
      />
      <SiteScopedList resource="routes" sortField="name">
        <DataTable rowClick={openRoute} bulkActionButtons={false}>
          <DataTable.Col source="name" label="patrol.routes.fields.listName" />
          <DataTable.Col source="durationMinutes" label="patrol.routes.fields.listDuration" />
          <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
        </DataTable>
      </SiteScopedList>
    </>
  );
};
