import PlaceIcon from '@mui/icons-material/Place';
import { Box, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLocated } from '../../realtime/alertLists';
import type { LiveAlert } from '../../realtime/types';
import { alertTime, alertTitle } from './alertText';

interface AlertItemProps {
  alert: LiveAlert;
  onOpen: (alert: LiveAlert) => void;
}

/** One entry of a box: the title and time (HH:mm DD/MM), the site and the device; a located panic shows where. */
export const AlertItem = ({ alert, onOpen }: AlertItemProps) => {
  const translate = useTranslate();
  return (
    <ListItemButton
      divider
      onClick={() => onOpen(alert)}
      data-testid="alert-item"
      data-guid={alert.eventGuid}
      sx={{ display: 'block', py: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="span">
          {alertTitle(alert, translate)}
        </Typography>
        <Typography variant="caption" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {alertTime(alert)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        {alert.site?.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {alert.device?.deviceName}
      </Typography>
      {isLocated(alert) && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon fontSize="inherit" aria-hidden />
          {translate('patrol.alerts.located', { latitude: alert.latitude, longitude: alert.longitude })}
        </Typography>
      )}
    </ListItemButton>
  );
};
