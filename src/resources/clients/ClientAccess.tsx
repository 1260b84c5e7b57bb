import BlockIcon from '@mui/icons-material/Block';
import LinkIcon from '@mui/icons-material/Link';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { formatEpoch } from '../../common/dateTime';
import type { PatrolDataProvider } from '../../dataProvider';
import type { ClientLink } from '../../dataProvider/clients';
import { ClientState } from './ClientState';
import { SignInLinkDialog } from './SignInLinkDialog';

/**
 * The client's sign-in beside its form: its state, 'Send sign-in link' (the link shown to copy) and Revoke, which
 * ends every session at once. Controllers see the state only.
 */
export const ClientAccess = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const mayChange = canAccess(useRole(), { resource: 'clients', action: 'save' });
  const [link, setLink] = useState<ClientLink | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record?.id) return null;
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const send = () => act(async () => setLink(await dataProvider.sendClientLink(record.id)));
  const revoke = () =>
    act(async () => {
      const { message } = await dataProvider.revokeClient(record.id);
      setConfirming(false);
      notify(message, { type: 'success' });
    });
  return (
    <Card sx={{ flex: '0 1 360px' }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h6">{translate('patrol.clients.access.title')}</Typography>
            <ClientState />
          </Stack>
          {record.revokedAt ? (
            <Typography variant="body2">
              {translate('patrol.clients.access.revokedAt', { time: formatEpoch(record.revokedAt) })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {translate('patrol.clients.fields.lastSignInAt')}:{' '}
            {record.lastSignInAt ? formatEpoch(record.lastSignInAt) : translate('patrol.clients.never')}
          </Typography>
          {mayChange && (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('patrol.clients.access.help')}
              </Typography>
              <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                <Button variant="contained" startIcon={<LinkIcon />} onClick={send} disabled={busy}>
                  {translate('patrol.clients.access.send')}
                </Button>
                {!record.revokedAt && (
                  <Button color="error" startIcon={<BlockIcon />} onClick={() => setConfirming(true)} disabled={busy}>
                    {translate('patrol.clients.access.revoke')}
                  </Button>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
      <SignInLinkDialog link={link} emailAddress={String(record.emailAddress)} onClose={() => setLink(null)} />
      <ConfirmDialog
        open={confirming}
        action="patrol.clients.access.revokeAction"
        details="patrol.clients.access.revokeDetails"
        confirmLabel="patrol.clients.access.revoke"
        loading={busy}
        onConfirm={revoke}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
