import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { Box, keyframes, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAlarmOn, useSoundBlocked } from '../realtime/LiveContext';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(255, 82, 82, 0.9); }
  70% { box-shadow: 0 0 0 10px rgba(255, 82, 82, 0); }
  100% { box-shadow: 0 0 0 0 rgba(255, 82, 82, 0); }
`;

/** Shows whether the alarm sounds, whether or not the browser lets it play yet. */
export const AlarmIndicator = () => {
  const translate = useTranslate();
  const on = useAlarmOn();
  const blocked = useSoundBlocked();
  const label = translate(blocked ? 'patrol.live.soundBlocked' : on ? 'patrol.live.alarmOn' : 'patrol.live.alarmOff');
  const Icon = blocked ? NotificationsOffIcon : on ? NotificationsActiveIcon : NotificationsNoneIcon;
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        data-testid="alarm-state"
        data-state={on ? 'on' : 'off'}
        data-sound={blocked ? 'blocked' : 'free'}
        sx={{
          display: 'flex',
          p: 0.5,
          borderRadius: '50%',
          bgcolor: on ? '#ff1744' : 'transparent',
          opacity: on ? 1 : 0.7,
          animation: on ? `${pulse} 1.2s infinite` : 'none',
        }}
      >
        <Icon fontSize="small" aria-hidden />
      </Box>
    </Tooltip>
  );
};
