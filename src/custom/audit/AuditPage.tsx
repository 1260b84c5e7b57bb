import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useListContext,
  useLocation,
  useTranslate,
} from 'react-admin';
import {
  AUDIT_ENTITY_NAMES,
  type AuditRow,
  auditFieldLabel,
  auditRecordName,
  auditValue,
} from '../../../contract/audit';
import { MESSAGES } from '../../../contract/messages';
import { useSelectedCompany } from '../../authProvider/useSession';
import { historyTime } from '../../common/dateTime';
import { DayInput } from '../../common/dayField/DayInput';
import { PagedList } from '../../common/PagedList';
import { PageTitle } from '../../common/PageTitle';
import { AuditCsvButton } from './AuditCsvButton';

const M = MESSAGES.audit;
const ENTITY_CHOICES = AUDIT_ENTITY_NAMES.map((id) => ({ id, name: M.entities[id] }));
const fullName = (record: { name?: string; surname?: string }) => `${record.name ?? ''} ${record.surname ?? ''}`;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="entity"
    source="entity"
    label="patrol.audit.filters.entity"
    choices={ENTITY_CHOICES}
    alwaysOn
    helperText={false}
    sx={{ minWidth: 180 }}
  />,
  <ReferenceInput
    key="employeeId"
    source="employeeId"
    reference="employees"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={1000}
    alwaysOn
  >
    <SelectInput
      optionText={fullName}
      label="patrol.audit.filters.employee"
      helperText={false}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>,
  <DayInput key="from" source="from" label="patrol.audit.filters.from" alwaysOn />,
  <DayInput key="until" source="until" label="patrol.audit.filters.until" alwaysOn />,
];

/** Shown while the log is narrowed to one record (a record page's link): says so, and widens it again. */
const RecordFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, data } = useListContext<AuditRow>();
  if (filterValues.entityId === undefined) return null;
  const { entityId: _, ...rest } = filterValues;
  const name = data?.[0]?.entityName;
  const entity = M.entities[filterValues.entity as keyof typeof M.entities] ?? '';
  return (
    <Chip
      sx={{ mb: 1 }}
      label={`${translate('patrol.audit.filters.record')}: ${entity} ${name ?? `#${filterValues.entityId}`}`}
      onDelete={() => setFilters(rest, {})}
      deleteIcon={<CloseIcon />}
    />
  );
};

const Who = ({ row }: { row: AuditRow }) => {
  const translate = useTranslate();
  return (
    <Stack>
      <span>{row.actorName ?? translate('patrol.audit.system')}</span>
      {row.actorRole && (
        <Typography variant="caption" color="text.secondary">
          {translate(`patrol.roles.${row.actorRole === 'default' ? 'security-guard' : row.actorRole}`)}
        </Typography>
      )}
    </Stack>
  );
};

const Changes = ({ row }: { row: AuditRow }) => {
  const translate = useTranslate();
  if (!row.changes.length) return <>{translate('patrol.audit.noChanges')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {row.changes.map((change) => (
        <li key={change.field}>
          <strong>{auditFieldLabel(change)}</strong>
          {row.action === 'update'
            ? `: ${auditValue(change.before, change.beforeName)} → ${auditValue(change.after, change.afterName)}`
            : `: ${auditValue(row.action === 'insert' ? change.after : change.before, change.afterName ?? change.beforeName)}`}
        </li>
      ))}
    </Box>
  );
};

/**
 * company/audit: every change of the company's records, newest first, with who made it and what changed field by
 * field; filtered by kind of record, person, days and names, paged and sorted by the server, exported as CSV.
 * Admins and sys-admins only.
 */
export const AuditPage = () => {
  const company = useSelectedCompany();
  // A record's history (its page's link) keeps its filters apart: the sidebar's Audit log opens the whole log.
  const oneRecord = useLocation().search.includes('entityId');
  return (
    <>
      <PageTitle title="patrol.audit.title" />
      <PagedList
        resource="audit"
        storeKey={`audit.company${company?.id}${oneRecord ? '.record' : ''}`}
        filters={filters}
        sortField="at"
        order="DESC"
        actions={<AuditCsvButton />}
      >
        <RecordFilter />
        <DataTable rowClick={false} bulkActionButtons={false} aria-label="Audit log">
          <DataTable.Col source="at" label="patrol.audit.fields.at" render={(row: AuditRow) => historyTime(row.at)} />
          <DataTable.Col
            source="actorName"
            label="patrol.audit.fields.who"
            render={(row: AuditRow) => <Who row={row} />}
          />
          <DataTable.Col
            source="entityName"
            label="patrol.audit.fields.record"
            render={(row: AuditRow) => `${M.entities[row.entity]}: ${auditRecordName(row) ?? `#${row.entityId}`}`}
          />
          <DataTable.Col
            source="action"
            label="patrol.audit.fields.action"
            render={(row: AuditRow) => M.actions[row.action]}
          />
          <DataTable.Col
            label="patrol.audit.fields.changes"
            disableSort
            render={(row: AuditRow) => <Changes row={row} />}
          />
        </DataTable>
      </PagedList>
    </>
  );
};
