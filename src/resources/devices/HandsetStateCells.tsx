import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type Row = Record<string, unknown>;

import { agoText, deviceTime } from '../../common/dateTime';
import { useClock } from '../../realtime/useClock';

const COLOR = { online: 'success', offline: 'error', never: 'default' } as const;

/** Online, Offline or Never heard from, as the server judged it. */
export const ConnectionCell = ({ record }: { record: Row }) => {
  const translate = useTranslate();
  const connection = (record.connection ?? 'never') as keyof typeof COLOR;
  return <Chip size="small" color={COLOR[connection]} label={translate(`patrol.devices.state.${connection}`)} />;
};

/** '3 min ago', growing with the shared clock; the full time on hover. */
export const LastContactCell = ({ record }: { record: Row }) => {
  const translate = useTranslate();
  const now = useClock();
  if (typeof record.lastSeenAt !== 'number') return null;
  return (
    <Typography variant="body2" component="span" title={deviceTime(record.lastSeenAt)} sx={{ whiteSpace: 'nowrap' }}>
      {agoText(record.lastSeenAt, now, translate)}
    </Typography>
  );
};

export const BatteryCell = ({ record }: { record: Row }) => {
  const translate = useTranslate();
  if (typeof record.batteryStatus !== 'number') return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {`${record.batteryStatus}%`}
      {record.isCharging ? ` · ${translate('patrol.devices.handsetCharging')}` : ''}
    </Typography>
  );
};
