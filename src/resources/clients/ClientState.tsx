import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatEpoch } from '../../common/dateTime';

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

/** When the client last signed in, or Never before its first link was opened. */
export const LastSignIn = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record?.lastSignInAt ? formatEpoch(record.lastSignInAt) : translate('patrol.clients.never')}</>;
};
