import { Box, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useClock } from '../../realtime/useClock';
import { deviceFacts } from './deviceFacts';
import { byState, type ListedDevice, STATE_COLORS } from './mapDevices';

interface DeviceListProps {
  devices: ListedDevice[];
  /** The device picked last, shown selected. */
  selectedId: number | null;
  /** A located device picked: the map centres on it. */
  onPick: (deviceId: number) => void;
}

const Dot = ({ color }: { color: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flex: 'none', mt: 0.75, mr: 1 }}
  />
);

/**
 * Every handset of the company by name beside the map, grouped by state with panics first: the guard on duty, the
 * last contact and the battery; a click centres the map on it. One never located is listed, not clickable.
 */
export const DeviceList = ({ devices, selectedId, onPick }: DeviceListProps) => {
  const translate = useTranslate();
  const now = useClock();
  const t = (key: string, values?: Record<string, unknown>) => translate(`patrol.liveMap.${key}`, values);
  return (
    <Box
      component="nav"
      aria-label={t('list')}
      sx={{ width: 270, flex: 'none', height: 'calc(100vh - 220px)', overflowY: 'auto', bgcolor: 'background.paper' }}
      data-testid="live-map-list"
    >
      {byState(devices).map((group) => (
        <List
          key={group.state}
          dense
          disablePadding
          aria-label={t('group', { state: t(`states.${group.state}`), count: group.devices.length })}
          subheader={
            <ListSubheader sx={{ lineHeight: '32px', fontWeight: 700, color: STATE_COLORS[group.state] }}>
              {t('group', { state: t(`states.${group.state}`), count: group.devices.length })}
            </ListSubheader>
          }
        >
          {group.devices.map((device) => {
            const facts = deviceFacts(device, now, translate);
            const located = device.latitude !== null && device.longitude !== null;
            return (
              <ListItemButton
                key={device.id}
                disabled={!located}
                selected={device.id === selectedId}
                onClick={() => onPick(device.id)}
                sx={{ alignItems: 'flex-start', py: 0.5 }}
              >
                <Dot color={STATE_COLORS[device.state]} />
                <ListItemText
                  primary={facts.name}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
                  secondary={
                    <>
                      <Typography variant="caption" component="div">
                        {t(`states.${device.state}`)} · {facts.guard}
                      </Typography>
                      <Typography variant="caption" component="div">
                        {facts.contact}
                        {facts.battery !== null ? ` · ${facts.battery}` : ''}
                        {located ? '' : ` · ${t('noPosition')}`}
                      </Typography>
                    </>
                  }
                />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </Box>
  );
};
