import { Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import type { LiveAlert } from '../../realtime/types';
import { useRespondToAlert } from './useRespondToAlert';

interface ResponseFormProps {
  alert: LiveAlert;
  onClose: () => void;
}

/** Response Message, Send and Cancel; Send validates, then asks for confirmation (spec part 1 §5). */
export const ResponseForm = ({ alert, onClose }: ResponseFormProps) => {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const respond = useRespondToAlert(onClose);

  const send = () => {
    if (message.trim() === '') setInvalid(true);
    else setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    respond.mutate({ alert, message });
  };

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <TextField
          label={translate('patrol.alerts.dialog.responseMessage')}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? translate('patrol.messages.alert.explain') : ' '}
          multiline
          minRows={3}
          fullWidth
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('patrol.alerts.dialog.cancel')}</Button>
        <Button variant="contained" onClick={send} loading={respond.isPending}>
          {translate('patrol.alerts.dialog.send')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        action="patrol.messages.alert.confirm"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
