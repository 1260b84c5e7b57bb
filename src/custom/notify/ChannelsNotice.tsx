import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHANNEL_KEYS, type NotifyChannels } from '../../../contract/notify';
import { useChannels } from './useChannels';

const CHANNELS: (keyof NotifyChannels)[] = ['email', 'telegram', 'sms'];

/**
 * Which notification channels the server is not configured for, and the environment keys that set them; nothing
 * when every channel is configured (or before the server answered).
 */
export const ChannelsNotice = () => {
  const translate = useTranslate();
  const channels = useChannels();
  const missing = channels ? CHANNELS.filter((channel) => !channels[channel]) : [];
  if (!missing.length) return null;
  const name = (channel: keyof NotifyChannels) => translate(`patrol.notify.channel.${channel}`);
  return (
    <Alert severity="warning" data-testid="channels-notice" sx={{ mb: 2 }}>
      <AlertTitle>{translate('patrol.notify.notConfigured', { channels: missing.map(name).join(', ') })}</AlertTitle>
      {missing.map((channel) => (
        <Box key={channel}>
          {translate('patrol.notify.howToSet', {
            channel: name(channel),
            keys: CHANNEL_KEYS[channel].join(', '),
          })}
        </Box>
      ))}
    </Alert>
  );
};
