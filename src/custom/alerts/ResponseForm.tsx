import { Alert, Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { formatEpoch } from '../../common/dateTime';
import { isUnreachable } from '../../dataProvider/unreachable';
import { useLiveStore } from '../../realtime/LiveContext';
import type { ColleagueAnswer } from '../../realtime/liveStore';
import type { LiveAlert } from '../../realtime/types';
import { useRespondToAlert } from './useRespondToAlert';

interface ResponseFormProps {
  alert: LiveAlert;
  onClose: () => void;
  /** Another operator answered this alert while it was open: nothing more is sent, what was typed stays. */
  colleague: ColleagueAnswer | null;
}

/** What another operator's answer says in the dialog, and a way to keep one's own words. */
const ColleagueAnswered = ({ answer, typed }: { answer: ColleagueAnswer; typed: string }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(typed).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Alert
      severity="info"
      role="alert"
      data-testid="colleague-answer"
      sx={{ mb: 1 }}
      action={
        typed.trim() !== '' && (
          <Button color="inherit" size="small" onClick={copy} sx={{ whiteSpace: 'nowrap' }}>
            {translate(copied ? 'patrol.alerts.colleague.copied' : 'patrol.alerts.colleague.copy')}
          </Button>
        )
      }
    >
      {translate('patrol.alerts.colleague.answered', {
        name: answer.name || translate('patrol.alerts.colleague.someone'),
        time: formatEpoch(answer.respondedAt),
        message: answer.message,
      })}
    </Alert>
  );
};

/**
 * Response Message, Send and Cancel; Send validates, then asks for confirmation (spec part 1 §5). What is typed is
 * kept per alert until it is sent or cancelled: another alert opened in its place ('Open it') does not lose it.
 */
export const ResponseForm = ({ alert, onClose, colleague }: ResponseFormProps) => {
  const translate = useTranslate();
  const store = useLiveStore();
  const guid = alert.eventGuid;
  const [message, setMessage] = useState(() => store?.draft(guid) ?? '');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const respond = useRespondToAlert(onClose);

  const send = () => {
    if (message.trim() === '') setInvalid(true);
    else setConfirming(true);
  };
  const cancel = () => {
    store?.keepDraft(guid, '');
    onClose();
  };
  const confirm = () => {
    setConfirming(false);
    respond.mutate({ alert, message });
  };

  return (
    <>
      <DialogContent sx={{ pt: 0 }}>
        {colleague && <ColleagueAnswered answer={colleague} typed={message} />}
        {!respond.isPending && isUnreachable(respond.error) && (
          <Alert severity="error" role="alert" data-testid="answer-not-sent" sx={{ mb: 1 }}>
            {translate('patrol.alerts.dialog.notSent')}
          </Alert>
        )}
        <TextField
          label={translate('patrol.alerts.dialog.responseMessage')}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            store?.keepDraft(guid, event.target.value);
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
        <Button onClick={cancel}>
          {translate(colleague ? 'patrol.alerts.dialog.close' : 'patrol.alerts.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={send} loading={respond.isPending} disabled={colleague !== null}>
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
