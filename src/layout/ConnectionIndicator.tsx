import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clockSeconds } from '../common/dateTime';
import { useConnection } from '../realtime/LiveContext';

const ICONS = { fine: CloudDoneIcon, down: CloudOffIcon, connecting: CloudSyncIcon };
/** The words: in line from 1200 px, visually hidden (still read out) below. */
const WORDS = {
  whiteSpace: 'nowrap',
  position: { xs: 'absolute', lg: 'static' },
  width: { xs: '1px', lg: 'auto' },
  height: { xs: '1px', lg: 'auto' },
  overflow: { xs: 'hidden', lg: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', lg: 'auto' },
} as const;

/** 'Server connection fine (HH:mm:ss)' or 'Server connection down!' on the 31-second heartbeat timer. */
export const ConnectionIndicator = () => {
  const translate = useTranslate();
  const { status, at } = useConnection();
  const time = at === null ? '' : clockSeconds(at);
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
      title={text}
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
      {/* Below 1200 px the words make room for the company's name: the icon (red when down) stays, and the words are
          still read out and shown on hover. */}
      <Typography variant="body2" sx={WORDS}>
        {text}
      </Typography>
    </Box>
  );
};
