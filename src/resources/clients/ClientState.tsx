import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Active, or Revoked since an admin ended the client's sessions (a new link lifts it). */
export const ClientState = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const revoked = record.revokedAt !== null && record.revokedAt !== undefined;
  return (
    <Chip
      size="small"
      color={revoked ? 'default' : 'success'}
      variant={revoked ? 'outlined' : 'filled'}
      label={translate(revoked ? 'patrol.clients.state.revoked' : 'patrol.clients.state.active')}
    />
  );
};
