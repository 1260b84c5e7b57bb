import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DataTable, type RaRecord, SearchInput } from 'react-admin';
import { session } from '../../authProvider/session';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A row click selects the site (kept in the session like the company) and opens its area. */
const openSite = (_id: unknown, _resource: unknown, record: RaRecord) => {
  session.selectSite({ id: Number(record.id), name: String(record.name), companyId: Number(record.companyId) });
  return PATHS.siteXtraDetails;
};

/** The company's sites by name and address; 'Add a new Site' is hidden from controllers. */
export const SiteList = () => (
  <ListPage
    resource="sites"
    filters={filters}
    sortField="name"
    title="patrol.sites.title"
    addLabel="patrol.site.add"
    addPath={PATHS.siteDetails}
    rowClick={openSite}
  >
    <DataTable.Col source="name" label="patrol.sites.fields.name" />
    <DataTable.Col source="address" label="patrol.sites.fields.address" />
    <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
  </ListPage>
);
