import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Typography } from '@mui/material';
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
 * Reboot, Lock and Unlock through the provider; disabled, with the reason beside them, while the device is not
 * known to be registered there. Reboot and lock take a guard's handset away, so they ask first.
 */
export const DeviceCommands = ({
  serialNumber,
  registered,
  checking = false,
}: {
  serialNumber: string;
  registered: boolean;
  /** The registration is still being asked: disabled, without a reason yet. */
  checking?: boolean;
}) => {
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
    if (command.confirm) setAsking(command);
    else mutate(command);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {COMMANDS.map((command) => (
        <Button
          key={command.command}
          variant="outlined"
          startIcon={command.icon}
          disabled={isPending || !registered}
          aria-describedby={!registered && !checking ? 'device-commands-reason' : undefined}
          onClick={() => choose(command)}
        >
          {translate(`patrol.devices.${command.command}`)}
        </Button>
      ))}
      {!registered && !checking && (
        <Typography id="device-commands-reason" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {translate(M.notRegistered)}
        </Typography>
      )}
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
