import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatEpoch } from '../../common/dateTime';
import type { ClientLink } from '../../dataProvider/clients';

interface SignInLinkDialogProps {
  link: ClientLink | null;
  emailAddress: string;
  onClose: () => void;
}

/** The link just made, to copy, with its end; it says it was e-mailed only when the server says so. */
export const SignInLinkDialog = ({ link, emailAddress, onClose }: SignInLinkDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () => {
    if (!link) return;
    navigator.clipboard?.writeText(link.url).then(
      () => notify('patrol.clients.access.copied', { type: 'success' }),
      () => undefined,
    );
  };
  return (
    <Dialog open={link !== null} onClose={onClose} aria-labelledby="client-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="client-link-title">{translate('patrol.clients.access.linkTitle')}</DialogTitle>
      {link && (
        <DialogContent>
          <TextField
            value={link.url}
            label={translate('patrol.clients.access.linkTitle')}
            fullWidth
            margin="dense"
            onFocus={(event) => event.target.select()}
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <Button startIcon={<ContentCopyIcon />} onClick={copy}>
                      {translate('patrol.clients.access.copy')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography sx={{ mt: 1 }}>
            {translate('patrol.clients.access.expires', { time: formatEpoch(link.expiresAt) })}
          </Typography>
          <Typography sx={{ mt: 1 }} color="text.secondary">
            {link.emailed
              ? translate('patrol.clients.access.emailed', { email: emailAddress })
              : translate('patrol.clients.access.notEmailed')}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{translate('patrol.clients.access.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
