import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Box, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useTranslate } from 'react-admin';
import { useConnection } from '../realtime/LiveContext';

const ICONS = { fine: CloudDoneIcon, down: CloudOffIcon, connecting: CloudSyncIcon };

/** 'Server connection fine (HH:mm:ss)' or 'Server connection down!' on the 31-second heartbeat timer. */
export const ConnectionIndicator = () => {
  const translate = useTranslate();
  const { status, at } = useConnection();
  const time = at === null ? '' : format(new Date(at), 'HH:mm:ss');
  const text =
    status === 'fine'
      ? translate('patrol.live.connectionFine', { time })
      : status === 'down'
        ? translate('patrol.live.connectionDown', { time })
        : translate('patrol.live.connecting');
  const Icon = ICONS[status];
  return (
    <Box
      role="status"
      data-testid="server-connection"
      data-state={status}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: status === 'down' ? 'error.main' : 'transparent',
        color: 'inherit',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Box>
  );
};
