import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { PatrolDataProvider } from '../../dataProvider';

const { width, height } = DIALOG_WIDTH.forgotPassword;

/** 'Forgot your password?': sends whatever was typed (spec part 1 §5). */
export const ForgotPasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [emailAddress, setEmailAddress] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      await dataProvider.resetPassword(emailAddress);
      notify(MESSAGES.auth.resetLinkSent, { type: 'success' });
      onClose();
    } catch {
      notify(MESSAGES.auth.resetFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="forgot-password-title"
      slotProps={{ paper: { sx: { width, height, m: 1 } } }}
    >
      <DialogTitle id="forgot-password-title">{translate('patrol.forgot.title')}</DialogTitle>
      <DialogContent>
        <TextField
          id="forgot-password-email"
          label={translate('patrol.forgot.emailAddress')}
          value={emailAddress}
          onChange={(event) => setEmailAddress(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && !busy && send()}
          fullWidth
          autoFocus
          variant="standard"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('patrol.forgot.close')}</Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          {translate('patrol.forgot.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
