import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { useRole } from '../../authProvider/useSession';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { toWireRole } from '../../dataProvider/employeeRole';
import { pathPart, postJson } from '../../dataProvider/httpClient';

/**
 * Whether the employee's two-factor sign-in is on; a sys-admin resets it (a lost phone): it is off until they set it
 * up again, and the reset is in the audit log.
 */
export const TwoFactorResetCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const role = useRole();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Guards (the handset) have no second factor.
  if (!record?.id || toWireRole(record.role) === 'default') return null;

  const reset = async () => {
    setBusy(true);
    try {
      await postJson(`employee/${pathPart(record.id)}/resetTwoFactor`, {});
      notify(MESSAGES.twoFactor.reset, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ width: 300, flexShrink: 0, mt: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle1">{translate('patrol.twoFactor.resetStatus')}</Typography>
        <Typography variant="body2">
          {translate(record.twoFactor ? 'patrol.twoFactor.statusOn' : 'patrol.twoFactor.statusOff')}
        </Typography>
        {role === 'SYS_ADMIN' && record.twoFactor ? (
          <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
            {translate('patrol.twoFactor.reset')}
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={open}
        action="patrol.twoFactor.resetAction"
        details="patrol.twoFactor.resetDetails"
        confirmLabel="patrol.twoFactor.reset"
        loading={busy}
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
};
