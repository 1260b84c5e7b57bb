import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveStore, useMuted } from '../realtime/LiveContext';

/** Mutes and unmutes the alarm. */
export const MuteButton = () => {
  const translate = useTranslate();
  const store = useLiveStore();
  const muted = useMuted();
  const label = translate(muted ? 'patrol.live.unmute' : 'patrol.live.mute');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={muted} onClick={() => store?.setMuted(!muted)}>
        {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
      </IconButton>
    </Tooltip>
  );
};
