import TelegramIcon from '@mui/icons-material/Telegram';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import type { PatrolDataProvider } from '../../dataProvider';
import { ContactTelegramDialog } from './ContactTelegramDialog';
import { useContactTelegram, useTelegramConfigured, useTelegramLink } from './useContactTelegram';

/** Why 'Connect Telegram' cannot be pressed, or null. */
function blocked(configured: boolean | undefined, id: number | undefined, translate: (key: string) => string) {
  if (configured === false) return MESSAGES.telegram.notConfigured;
  if (!id) return translate('patrol.contacts.telegram.saveFirst');
  return null;
}

/** 'Telegram not connected — nothing is sent there until the contact connects', while a Telegram flag waits. */
const Waiting = () => (
  <Typography variant="body2" color="warning.main">
    {MESSAGES.telegram.notConnected}
  </Typography>
);

/**
 * A contact's Telegram: 'Telegram connected' with Unlink, or 'Connect Telegram' that opens the one-time link;
 * disabled with its reason when the server has no bot or the contact is not saved yet. A ticked Telegram flag of
 * a contact not connected says that nothing is sent there yet. Read-only: the state only.
 */
export const ContactTelegram = ({ index, readOnly }: { index: number; readOnly?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const contact = useContactTelegram(index);
  const configured = useTelegramConfigured();
  const [open, setOpen] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const { link, linked } = useTelegramLink(contact.id, open, contact.setState);

  const dialog = (
    <ContactTelegramDialog open={open} name={contact.name} link={link} linked={linked} onClose={() => setOpen(false)} />
  );
  if (contact.linked) {
    const unlink = async () => {
      setUnlinking(false);
      contact.setState(await dataProvider.telegramUnlink(contact.id as number));
      notify('patrol.contacts.telegram.unlinked', { type: 'info', messageArgs: { name: contact.name } });
    };
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
        <Chip
          icon={<TelegramIcon />}
          color="success"
          variant="outlined"
          label={translate('patrol.contacts.telegram.connected')}
        />
        {!readOnly && (
          <Button onClick={() => setUnlinking(true)}>{translate('patrol.contacts.telegram.unlink')}</Button>
        )}
        <ConfirmDialog
          open={unlinking}
          action="patrol.contacts.telegram.unlinkAction"
          confirmLabel="patrol.contacts.telegram.unlink"
          onConfirm={unlink}
          onClose={() => setUnlinking(false)}
        />
        {dialog}
      </Stack>
    );
  }
  if (readOnly)
    return contact.ticked ? (
      <Waiting />
    ) : (
      <Typography color="text.secondary">{translate('patrol.contacts.telegram.notConnected')}</Typography>
    );
  const reason = blocked(configured, contact.id, translate);
  return (
    <Stack spacing={0.5} alignItems="flex-start" sx={{ mt: 0.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button
          variant="outlined"
          startIcon={<TelegramIcon />}
          disabled={!!reason || configured === undefined}
          onClick={() => {
            link.mutate();
            setOpen(true);
          }}
        >
          {translate('patrol.contacts.telegram.connect')}
        </Button>
        {contact.ticked && <Waiting />}
      </Stack>
      {reason && (
        <Typography variant="caption" color="text.secondary">
          {reason}
        </Typography>
      )}
      {dialog}
    </Stack>
  );
};
