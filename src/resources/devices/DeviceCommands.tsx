import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import type { PatrolDataProvider } from '../../dataProvider';
import type { DeviceCommand } from '../../dataProvider/devices';
import { failureMessage } from '../../dataProvider/failureMessage';

const M = MESSAGES.device;
type Command = { command: DeviceCommand; icon: ReactElement; done: string; confirm?: boolean };
const COMMANDS: Command[] = [
  { command: 'reboot', icon: <RestartAltIcon />, done: M.rebooted, confirm: true },
  { command: 'lock', icon: <LockIcon />, done: M.locked, confirm: true },
  { command: 'unlock', icon: <LockOpenIcon />, done: M.unlocked },
];

/**
 * Reboot, Lock and Unlock through the provider; refused on the spot when the device is not registered.
 * Reboot and lock take a guard's handset away, so they ask first.
 */
export const DeviceCommands = ({ serialNumber, registered }: { serialNumber: string; registered: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const [asking, setAsking] = useState<Command | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ command }: Command) => dataProvider.deviceCommand(serialNumber, command),
    onSuccess: (_answer, { done }) => notify(done, { type: 'success' }),
    onError: (error) => notify(failureMessage(error, M.managementFailed), { type: 'error' }),
    onSettled: () => setAsking(null),
  });
  const choose = (command: Command) => {
    if (!registered) notify(M.notRegistered, { type: 'warning' });
    else if (command.confirm) setAsking(command);
    else mutate(command);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {COMMANDS.map((command) => (
        <Button
          key={command.command}
          variant="outlined"
          startIcon={command.icon}
          disabled={isPending}
          onClick={() => choose(command)}
        >
          {translate(`patrol.devices.${command.command}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        action={`patrol.devices.${asking?.command ?? 'reboot'}Action`}
        details={`patrol.devices.${asking?.command ?? 'reboot'}Details`}
        loading={isPending}
        onConfirm={() => asking && mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
