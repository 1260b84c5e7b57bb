import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../contract/constants';

interface ConfirmDialogProps {
  open: boolean;
  /** i18n key of the action, read as 'Are you sure you would like to {action}'. */
  action: string;
  /** i18n key of an optional explanation under the question. */
  details?: string;
  /** i18n key of the confirm button; Continue by default. */
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The spec's confirm dialog: 450 px wide, a close button, Cancel and a confirm button (part 1 §2). */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { open, action, details, confirmLabel = 'patrol.confirm.continue', loading, onConfirm, onClose } = props;
  const translate = useTranslate();
  const question = translate('patrol.confirm.question', { action: translate(action) });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.confirm } } }}
    >
      <DialogTitle id="confirm-dialog-title" sx={{ pr: 6 }}>
        {question}
        <IconButton
          aria-label={translate('patrol.confirm.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {details && (
        <DialogContent>
          <Typography>{translate(details)}</Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{translate('patrol.confirm.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={loading}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
