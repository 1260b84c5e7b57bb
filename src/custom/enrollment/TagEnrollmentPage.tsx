import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { useSelectedCompany } from '../../authProvider/useSession';
import { PagedList } from '../../common/PagedList';
import { PageTitle } from '../../common/PageTitle';
import { siteFilter } from '../../common/SiteFilter';
import { EnrollmentName, EnrollmentRequester } from './EnrollmentRequester';
import { EnrollmentStatus } from './EnrollmentStatus';
import { useLiveEnrollments } from './useLiveEnrollments';

/** The site selector: every site of the company unless one is chosen. */
const filters = [
  siteFilter({ label: 'patrol.enrollment.site', allSites: 'patrol.enrollment.allSites', minWidth: 260 }),
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('patrol.enrollment.empty')}
    </Typography>
  );
};

/**
 * company/tag/enrollment (spec part 2 §2 'Tag enrollment'): the tags handsets asked to add, newest first, paged,
 * sorted and filtered by the server; a failed load is said once over the rows last loaded (PagedList). Open to every
 * console role; only admins and sys-admins decide.
 */
export const TagEnrollmentPage = () => {
  useLiveEnrollments();
  /** The chosen site is remembered per company (a sys-admin moves between companies). */
  const company = useSelectedCompany();
  return (
    <>
      <PageTitle title="patrol.enrollment.title" />
      <PagedList
        resource="tag-enrollment"
        storeKey={`tag-enrollment.company${company?.id}`}
        filters={filters}
        sortField="createdAt"
        order="DESC"
      >
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <DataTable.Col source="name" label="patrol.enrollment.fields.name" render={() => <EnrollmentName />} />
          <DataTable.Col source="serialNumber" label="patrol.enrollment.fields.serialNumber" />
          <DataTable.Col source="siteName" label="patrol.enrollment.fields.siteName" />
          <DataTable.Col
            source="createdAt"
            label="patrol.enrollment.fields.requested"
            render={() => <EnrollmentRequester />}
          />
          <DataTable.Col source="status" label="patrol.enrollment.fields.status" render={() => <EnrollmentStatus />} />
        </DataTable>
      </PagedList>
    </>
  );
};
