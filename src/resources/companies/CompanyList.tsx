import AddIcon from '@mui/icons-material/Add';
import PersonIcon from '@mui/icons-material/Person';
import ShieldIcon from '@mui/icons-material/Shield';
import { Button } from '@mui/material';
import { DataTable, LinkBase, type RaRecord, SearchInput, useTranslate } from 'react-admin';
import { useSelectCompany } from '../../authProvider/useSelectCompany';
import { PagedList } from '../../common/PagedList';
import { PageTitle } from '../../common/PageTitle';
import { PATHS } from '../../routes';
import { EditCompanyLink } from './EditCompanyLink';
import { OldestOpenRedAge, OpenRedAlertCount } from './OpenRedAlerts';

const AddCompanyButton = () => {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to={PATHS.register} variant="contained" startIcon={<AddIcon />}>
      {translate('patrol.companies.add')}
    </Button>
  );
};

/** A sys-admin's socket follows one company at a time: every company's open red alerts are read again every half minute. */
const LIVE = { onError: () => undefined, refetchInterval: 30_000 };

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** 'Select a Company': a row click selects the company and opens its sites; each row says its unanswered panics. */
export const CompanyList = () => {
  const selectCompany = useSelectCompany();
  const selectAndOpen = (_id: unknown, _resource: string, record: RaRecord) => {
    selectCompany({ id: Number(record.id), name: String(record.name), timeZone: record.timeZone });
    return PATHS.sites;
  };
  return (
    <>
      <PageTitle title="patrol.companies.title" actions={<AddCompanyButton />} />
      <PagedList resource="companies" filters={filters} sortField="name" queryOptions={LIVE}>
        {/* Narrower cell padding below 1200 px, so the columns fit a 1024 px window. */}
        <DataTable
          rowClick={selectAndOpen}
          bulkActionButtons={false}
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, lg: 2 } } }}
        >
          <DataTable.Col label={false} render={() => <ShieldIcon color="primary" aria-hidden />} />
          <DataTable.Col source="name" label="patrol.companies.fields.name" />
          <DataTable.Col source="address" label="patrol.companies.fields.address" />
          <DataTable.Col label={false} render={() => <PersonIcon color="action" aria-hidden />} />
          <DataTable.Col
            source="contactPerson"
            label="patrol.companies.fields.contact"
            render={(record) => `${record.contactPerson} ${record.contactNumber}`}
          />
          <DataTable.Col source="openRedAlerts" label="patrol.companies.fields.openRedAlerts">
            <OpenRedAlertCount />
          </DataTable.Col>
          <DataTable.Col source="oldestOpenRedAt" label="patrol.companies.fields.oldestOpenRed">
            <OldestOpenRedAge />
          </DataTable.Col>
          <DataTable.Col label={false} render={(record) => <EditCompanyLink record={record as RaRecord} />} />
        </DataTable>
      </PagedList>
    </>
  );
};
