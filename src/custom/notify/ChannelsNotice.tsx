import { Alert, Box, Button, Collapse } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CHANNEL_KEYS, type NotifyChannels } from '../../../contract/notify';
import { useChannels } from './useChannels';

const CHANNELS: (keyof NotifyChannels)[] = ['email', 'telegram', 'sms'];

/**
 * Which notification channels the server is not configured for, in one line above the alert boxes, and on asking
 * the environment keys that set them; nothing when every channel is configured (or before the server answered).
 */
export const ChannelsNotice = () => {
  const translate = useTranslate();
  const channels = useChannels();
  const [open, setOpen] = useState(false);
  const missing = channels ? CHANNELS.filter((channel) => !channels[channel]) : [];
  if (!missing.length) return null;
  const name = (channel: keyof NotifyChannels) => translate(`patrol.notify.channel.${channel}`);
  return (
    <Alert
      severity="warning"
      data-testid="channels-notice"
      sx={{ mb: 1, py: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(open ? 'patrol.notify.hideHow' : 'patrol.notify.showHow')}
        </Button>
      }
    >
      {translate('patrol.notify.notConfigured', { channels: missing.map(name).join(', ') })}
      <Collapse in={open}>
        {missing.map((channel) => (
          <Box key={channel}>
            {translate('patrol.notify.howToSet', {
              channel: name(channel),
              keys: CHANNEL_KEYS[channel].join(', '),
            })}
          </Box>
        ))}
      </Collapse>
    </Alert>
  );
};
