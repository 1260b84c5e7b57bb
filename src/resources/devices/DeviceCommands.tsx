import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import type { PatrolDataProvider } from '../../dataProvider';
import { failureMessage } from '../../dataProvider/failureMessage';
import type { DeviceCommand } from '../../dataProvider/siteMethods';

const M = MESSAGES.device;
const COMMANDS: { command: DeviceCommand; icon: ReactElement; done: string }[] = [
  { command: 'reboot', icon: <RestartAltIcon />, done: M.rebooted },
  { command: 'lock', icon: <LockIcon />, done: M.locked },
  { command: 'unlock', icon: <LockOpenIcon />, done: M.unlocked },
];

/** Reboot, Lock and Unlock through the provider; refused on the spot when the device is not registered. */
export const DeviceCommands = ({ serialNumber, registered }: { serialNumber: string; registered: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ command }: { command: DeviceCommand; done: string }) =>
      dataProvider.deviceCommand(serialNumber, command),
    onSuccess: (_answer, { done }) => notify(done, { type: 'success' }),
    onError: (error) => notify(failureMessage(error, M.managementFailed), { type: 'error' }),
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {COMMANDS.map(({ command, icon, done }) => (
        <Button
          key={command}
          variant="outlined"
          startIcon={icon}
          disabled={isPending}
          onClick={() => (registered ? mutate({ command, done }) : notify(M.notRegistered, { type: 'warning' }))}
        >
          {translate(`patrol.devices.${command}`)}
        </Button>
      ))}
    </Box>
  );
};
