import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CreateButton, DataTable, type Identifier, List } from 'react-admin';
import { PAGE_SIZE } from '../../../contract/constants';
import { useSelectedSite } from '../../authProvider/useSession';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { ListPagination } from '../ListPagination';

const openRoute = (id: Identifier) => PATHS.route(id);

/** The site's routes: name, duration (minutes), chevron; 'Add a new Route' is hidden from controllers. */
export const RouteList = () => {
  const site = useSelectedSite();
  return (
    <>
      <PageTitle
        title="patrol.routes.title"
        actions={
          <CreateButton resource="routes" to={PATHS.route('new')} label="patrol.routes.add" variant="contained" />
        }
      />
      <List
        resource="routes"
        filter={{ siteId: site?.id }}
        title={false}
        actions={false}
        perPage={PAGE_SIZE}
        pagination={<ListPagination />}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        empty={false}
        storeKey={`routes.site${site?.id}`}
      >
        <DataTable rowClick={openRoute} bulkActionButtons={false}>
          <DataTable.Col source="name" label="patrol.routes.fields.listName" />
          <DataTable.Col source="durationMinutes" label="patrol.routes.fields.listDuration" />
          <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
        </DataTable>
      </List>
    </>
  );
};
