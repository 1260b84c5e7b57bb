import { Chip, Typography } from '@mui/material';
import { DataTable, SelectInput, useNavigate, useRecordContext, useTranslate } from 'react-admin';
import { INCIDENT_STATUSES, type Incident, type IncidentSeverity } from '../../../contract/incidents';
import { useSelectedCompany } from '../../authProvider/useSession';
import { deviceTime } from '../../common/dateTime';
import { PagedList } from '../../common/PagedList';
import { PageTitle } from '../../common/PageTitle';
import { siteFilter } from '../../common/SiteFilter';
import { PATHS } from '../../routes';
import { IncidentCsvButton } from './IncidentCsvButton';
import { useLiveIncidents } from './useLiveIncidents';

const SEVERITY_COLOUR: Record<IncidentSeverity, 'default' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'warning',
  high: 'error',
};

/** A severity as a chip: high in red, medium in amber. */
export const SeverityChip = ({ severity }: { severity: IncidentSeverity }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={SEVERITY_COLOUR[severity]} label={translate(`patrol.incidents.severities.${severity}`)} />
  );
};

const Severity = () => {
  const incident = useRecordContext<Incident>();
  return incident ? <SeverityChip severity={incident.severity} /> : null;
};

const Status = () => {
  const translate = useTranslate();
  const incident = useRecordContext<Incident>();
  if (!incident) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={incident.status === 'approved' ? 'success' : 'info'}
      label={translate(`patrol.incidents.statuses.${incident.status}`)}
    />
  );
};

const Time = () => {
  const incident = useRecordContext<Incident>();
  return incident ? <span>{deviceTime(incident.sentAt)}</span> : null;
};

/** Filters the server applies: a site, a status. */
const filters = [
  siteFilter({ label: 'patrol.incidents.site', allSites: 'patrol.incidents.allSites', minWidth: 240 }),
  <SelectInput
    key="status"
    source="status"
    label="patrol.incidents.status"
    emptyText="patrol.incidents.allStatuses"
    choices={INCIDENT_STATUSES.map((status) => ({ id: status, name: `patrol.incidents.statuses.${status}` }))}
    helperText={false}
    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    sx={{ minWidth: 180 }}
    alwaysOn
  />,
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('patrol.incidents.empty')}
    </Typography>
  );
};

/**
 * company/incidents (issue 34): the incidents the company's guards reported, newest first, filtered, sorted and paged
 * by the server; a row opens the incident. Open to every console role. A new incident or an approval refreshes it live
 * (incident-qa.incident); 'Download CSV' saves a site's incidents over a period.
 */
export const IncidentsPage = () => {
  const company = useSelectedCompany();
  const navigate = useNavigate();
  useLiveIncidents();
  return (
    <>
      <PageTitle title="patrol.incidents.title" />
      <PagedList
        resource="incidents"
        storeKey={`incidents.company${company?.id}`}
        filters={filters}
        sortField="sentAt"
        order="DESC"
        actions={<IncidentCsvButton />}
      >
        <DataTable
          rowClick={(id) => {
            navigate(PATHS.incident(id));
            return false;
          }}
          bulkActionButtons={false}
          empty={<Empty />}
        >
          <DataTable.Col source="sentAt" label="patrol.incidents.fields.sentAt" render={() => <Time />} />
          <DataTable.Col source="siteName" label="patrol.incidents.fields.siteName" />
          <DataTable.Col source="category" label="patrol.incidents.fields.category" />
          <DataTable.Col source="severity" label="patrol.incidents.fields.severity" render={() => <Severity />} />
          <DataTable.Col source="status" label="patrol.incidents.fields.status" render={() => <Status />} />
          <DataTable.Col source="guardName" label="patrol.incidents.fields.guardName" />
        </DataTable>
      </PagedList>
    </>
  );
};
