import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CreateButton, DataTable, type RaRecord, SearchInput } from 'react-admin';
import { session } from '../../authProvider/session';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { PagedList } from '../PagedList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A row click selects the site (kept in the session like the company) and opens its area. */
const openSite = (_id: unknown, _resource: unknown, record: RaRecord) => {
  session.selectSite({ id: Number(record.id), name: String(record.name), companyId: Number(record.companyId) });
  return PATHS.siteXtraDetails;
};

/** The company's sites by name and address; 'Add a new Site' is hidden from controllers. */
export const SiteList = () => (
  <>
    <PageTitle
      title="patrol.sites.title"
      actions={<CreateButton resource="sites" to={PATHS.siteDetails} label="patrol.site.add" variant="contained" />}
    />
    <PagedList resource="sites" filters={filters} sortField="name">
      <DataTable rowClick={openSite} bulkActionButtons={false}>
        <DataTable.Col source="name" label="patrol.sites.fields.name" />
        <DataTable.Col source="address" label="patrol.sites.fields.address" />
        <DataTable.Col label={false} render={() => <ChevronRightIcon color="action" aria-hidden />} />
      </DataTable>
    </PagedList>
  </>
);
