import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { hourMinute } from '../../common/dateTime';
import type { TelegramLink } from '../../dataProvider/telegram';

interface ContactTelegramDialogProps {
  open: boolean;
  name: string;
  link: UseMutationResult<TelegramLink, Error, void>;
  linked: boolean;
  onClose: () => void;
}

const LinkBody = ({ name, link }: { name: string; link: TelegramLink }) => {
  const translate = useTranslate();
  const expiresAt = new Date(link.expiresAt * 1000);
  const expired = expiresAt.getTime() <= Date.now();
  return (
    <Stack spacing={1.5} alignItems="center">
      <Typography>{translate('patrol.contacts.telegram.instructions', { name })}</Typography>
      <Box sx={{ p: 1, bgcolor: 'common.white', lineHeight: 0 }}>
        <QRCodeSVG value={link.link} size={200} title={link.link} />
      </Box>
      <Link href={link.link} target="_blank" rel="noreferrer" sx={{ wordBreak: 'break-all' }}>
        {link.link}
      </Link>
      <Typography color={expired ? 'error' : 'text.secondary'}>
        {expired
          ? translate('patrol.contacts.telegram.expired')
          : translate('patrol.contacts.telegram.expires', { time: hourMinute(link.expiresAt) })}
      </Typography>
    </Stack>
  );
};

/** The one-time deep link to the bot as a QR code and a link; it says when the contact pressed Start. */
export const ContactTelegramDialog = ({ open, name, link, linked, onClose }: ContactTelegramDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="telegram-link-title" maxWidth="xs" fullWidth>
      <DialogTitle id="telegram-link-title">{translate('patrol.contacts.telegram.dialogTitle', { name })}</DialogTitle>
      <DialogContent>
        {link.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
        {link.isError && (
          <Alert severity="error">{translate('patrol.contacts.telegram.failed', { error: link.error.message })}</Alert>
        )}
        {link.data && !linked && <LinkBody name={name} link={link.data} />}
        {linked ? (
          <Alert icon={<CheckCircleIcon />} severity="success" sx={{ mt: 2 }}>
            {translate('patrol.contacts.telegram.done', { name })}
          </Alert>
        ) : (
          link.data && (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }} role="status">
              <CircularProgress size={16} />
              <Typography>{translate('patrol.contacts.telegram.waiting', { name })}</Typography>
            </Stack>
          )
        )}
      </DialogContent>
      <DialogActions>
        {!linked && (
          <Button onClick={() => link.mutate()} disabled={link.isPending}>
            {translate('patrol.contacts.telegram.newLink')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('patrol.contacts.telegram.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
