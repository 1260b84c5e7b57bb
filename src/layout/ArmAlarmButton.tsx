import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import { Box, Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAlarmUnarmed } from '../realtime/LiveContext';

/**
 * After a reload the browser keeps sound off until the first click. The header asks for that click at once, on
 * every page and whether or not a red alert waits, so the next panic is heard. Any click arms it (the alarm listens
 * for the first gesture); this button is the obvious place.
 */
export const ArmAlarmButton = () => {
  const translate = useTranslate();
  if (!useAlarmUnarmed()) return null;
  return (
    <Tooltip title={translate('patrol.live.armHint')}>
      <Button
        data-testid="arm-alarm"
        variant="contained"
        color="warning"
        size="small"
        aria-label={translate('patrol.live.arm')}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0, gap: 1 }}
      >
        <VolumeOffIcon fontSize="small" aria-hidden />
        {/* The header is crowded below 1280 px: the icon alone there (its tooltip says it), the words on wider screens. */}
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {translate('patrol.live.arm')}
        </Box>
      </Button>
    </Tooltip>
  );
};
