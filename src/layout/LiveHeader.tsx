import { Box } from '@mui/material';
import { useFollowsAlerts } from '../realtime/LiveContext';
import { AlarmIndicator } from './AlarmIndicator';
import { AlertCounters } from './AlertCounters';
import { ArmAlarmButton } from './ArmAlarmButton';
import { ConnectionIndicator } from './ConnectionIndicator';
import { MuteButton } from './MuteButton';

/** The header's live part: the request to arm the alarm, counters, alarm and mute (admin, controller), and the server connection (everyone). */
export const LiveHeader = () => {
  const followsAlerts = useFollowsAlerts();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {followsAlerts && <ArmAlarmButton />}
      {followsAlerts && <AlertCounters />}
      <ConnectionIndicator />
      {followsAlerts && <AlarmIndicator />}
      {followsAlerts && <MuteButton />}
    </Box>
  );
};
