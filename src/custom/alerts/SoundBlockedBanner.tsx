import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSoundBlocked } from '../../realtime/LiveContext';

/**
 * While red alerts wait and the browser refuses the alarm's sound: a banner that says so. Any click starts the
 * sound (the alarm listens for the first gesture); its button is the obvious place to click.
 */
export const SoundBlockedBanner = () => {
  const translate = useTranslate();
  const blocked = useSoundBlocked();
  if (!blocked) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      icon={<VolumeOffIcon />}
      data-testid="sound-blocked"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small">
          {translate('patrol.alerts.sound.enable')}
        </Button>
      }
    >
      {translate('patrol.alerts.sound.blocked')}
    </Alert>
  );
};
