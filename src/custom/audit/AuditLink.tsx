import HistoryIcon from '@mui/icons-material/History';
import { Button, Tooltip } from '@mui/material';
import { type Identifier, LinkBase, useTranslate } from 'react-admin';
import type { AuditEntity } from '../../../contract/audit';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { PATHS } from '../../routes';

/** The audit log filtered to one record: what a record's page links to. */
export const auditPathOf = (entity: AuditEntity, id: Identifier) =>
  `${PATHS.audit}?${new URLSearchParams({ filter: JSON.stringify({ entity, entityId: Number(id) }) })}`;

/** A record's page's way to its own history, for those who may read the audit log (admins and sys-admins). */
export const AuditLink = ({ entity, id }: { entity: AuditEntity; id: Identifier | undefined }) => {
  const translate = useTranslate();
  const role = useRole();
  if (id === undefined || !canAccess(role, { resource: 'audit', action: 'list' })) return null;
  return (
    <Tooltip title={translate('patrol.audit.historyHint')} describeChild>
      <Button component={LinkBase} to={auditPathOf(entity, id)} startIcon={<HistoryIcon />} size="small">
        {translate('patrol.audit.history')}
      </Button>
    </Tooltip>
  );
};
