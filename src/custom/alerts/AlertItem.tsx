import PlaceIcon from '@mui/icons-material/Place';
import { Box, Checkbox, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLocated } from '../../realtime/alertLists';
import type { LiveAlert } from '../../realtime/types';
import { formatCoordinates } from './alertSummary';
import { alertTime, alertTitle } from './alertText';
import { RowDetails } from './RowDetails';

interface AlertItemProps {
  alert: LiveAlert;
  onOpen: (alert: LiveAlert) => void;
  /** The guard's name, where known. */
  guard?: string;
  /** Whether the row shows how long it has waited for an answer. */
  waits: boolean;
  /** A row of a box with bulk acknowledgement: whether it is selected, and how to toggle it. */
  selection?: { selected: boolean; toggle: () => void };
}

/**
 * One entry of a box: the title and time (HH:mm DD/MM), what happened in a line, the site and device, the guard,
 * how long it has waited; a located alert shows where.
 */
export const AlertItem = ({ alert, onOpen, guard, waits, selection }: AlertItemProps) => {
  const translate = useTranslate();
  const title = alertTitle(alert, translate);
  return (
    <ListItem disablePadding divider>
      {selection && (
        <Checkbox
          size="small"
          checked={selection.selected}
          onChange={selection.toggle}
          slotProps={{ input: { 'aria-label': translate('patrol.alerts.acknowledge.select', { what: title }) } }}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        />
      )}
      <ListItemButton
        onClick={() => onOpen(alert)}
        data-testid="alert-item"
        data-guid={alert.eventGuid}
        sx={{ display: 'block', py: 1, pl: selection ? 0 : 2 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle2" component="span">
            {title}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {alertTime(alert)}
          </Typography>
        </Box>
        <RowDetails alert={alert} guard={guard} waits={waits} />
        {isLocated(alert) && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="inherit" aria-hidden />
            {translate('patrol.alerts.located', {
              coordinates: formatCoordinates(alert.latitude as number, alert.longitude as number),
            })}
          </Typography>
        )}
      </ListItemButton>
    </ListItem>
  );
};
