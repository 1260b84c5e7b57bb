import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DataTable } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';

/** The site's routes: name, duration (minutes), chevron; 'Add a new Route' is hidden from controllers. */
export const RouteList = () => (
  <ListPage
    resource="routes"
    bySite
    sortField="name"
    title="patrol.routes.title"
    addLabel="patrol.routes.add"
    addPath={PATHS.route('new')}
    rowClick={PATHS.route}
  >
    <DataTable.Col source="name" label="patrol.routes.fields.listName" />
    <DataTable.Col source="durationMinutes" label="patrol.routes.fields.listDuration" />
    <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
  </ListPage>
);
