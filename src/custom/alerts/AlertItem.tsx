import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Checkbox, Chip, keyframes, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentEmployee } from '../../authProvider/useSession';
import { formatEpoch } from '../../common/dateTime';
import { classOf, isLocated } from '../../realtime/alertLists';
import { useHandledBy } from '../../realtime/LiveContext';
import type { LiveAlert } from '../../realtime/types';
import { useClock } from '../../realtime/useClock';
import { formatCoordinates, type Urgency, urgencyOf, waitedSeconds } from './alertSummary';
import { alertTime, alertTitle } from './alertText';
import { AcknowledgeCleared, FollowUp, isCleared } from './FollowUp';
import { RowDetails } from './RowDetails';
import { useFreshPosition } from './useFreshPosition';

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

const throb = keyframes`
  0%, 100% { border-left-color: #b71c1c; }
  50% { border-left-color: #ff5252; }
`;

/** A red row looks red, and louder the longer it waits: tinted, then deeper with a red edge, then a throbbing edge. */
const RED_ROW: Record<Urgency, object> = {
  new: { bgcolor: '#ffebee', borderLeft: '6px solid #e57373' },
  waiting: { bgcolor: '#ffcdd2', borderLeft: '6px solid #d32f2f' },
  overdue: { bgcolor: '#ef9a9a', borderLeft: '6px solid #b71c1c', animation: `${throb} 1.5s ease-in-out infinite` },
};

/**
 * One entry of a box: the title and time (HH:mm DD/MM), what happened in a line, the site and device, the guard,
 * how long it has waited; a located alert shows where; who else has it open; a grouped alert how many times it came
 * and whether the handset is back (then one click acknowledges it). A red row is styled by how long it has
 * waited.
 */
export const AlertItem = ({ alert, onOpen, guard, waits, selection }: AlertItemProps) => {
  const translate = useTranslate();
  const title = alertTitle(alert, translate);
  const now = useClock();
  const urgency = classOf(alert) === 'red' ? urgencyOf(waitedSeconds(alert, now)) : undefined;
  const handledBy = useHandledBy(alert.eventGuid, useCurrentEmployee()?.id, now);
  const cleared = isCleared(alert);
  const fresh = useFreshPosition(alert, waits);
  return (
    <ListItem
      disablePadding
      divider
      // The one-click acknowledgement of an alert that is over goes on a line of its own below the row's text.
      sx={{ flexWrap: cleared ? 'wrap' : undefined, ...(urgency ? RED_ROW[urgency] : {}) }}
      data-urgency={urgency}
    >
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
        sx={{ display: 'block', py: 1, pl: selection ? 0 : 2, flexBasis: cleared && !selection ? '100%' : undefined }}
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
        <FollowUp alert={alert} />
        {handledBy && (
          <Chip
            size="small"
            color="info"
            icon={<HeadsetMicIcon />}
            label={translate('patrol.alerts.handledBy', { name: handledBy })}
            data-testid="alert-handled-by"
            sx={{ mt: 0.5, maxWidth: '100%' }}
          />
        )}
        {fresh && (
          <Typography
            variant="caption"
            color="error.dark"
            data-testid="alert-fresh-position"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <MyLocationIcon fontSize="inherit" aria-hidden />
            {translate('patrol.alerts.updatedPosition', {
              time: formatEpoch(fresh.sentAt),
              coordinates: formatCoordinates(fresh.latitude, fresh.longitude),
            })}
          </Typography>
        )}
        {isLocated(alert) && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="inherit" aria-hidden />
            {translate('patrol.alerts.located', {
              coordinates: formatCoordinates(alert.latitude as number, alert.longitude as number),
            })}
          </Typography>
        )}
      </ListItemButton>
      {cleared && <AcknowledgeCleared alert={alert} title={title} />}
    </ListItem>
  );
};
