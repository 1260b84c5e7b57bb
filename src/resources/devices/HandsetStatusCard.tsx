import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import BatteryStdIcon from '@mui/icons-material/BatteryStd';
import { Box, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { deviceTime } from '../../common/dateTime';
import { LoadSkeleton } from '../../common/LoadSkeleton';
import type { PatrolDataProvider } from '../../dataProvider';
import type { HandsetStatus } from '../../dataProvider/devices';

/** Asked again while the page is open, so the last contact and the battery follow the handset. */
const REFRESH_MS = 30_000;

const Connection = ({ status }: { status: HandsetStatus }) => {
  const translate = useTranslate();
  if (status.connection === 'never') return <Chip label={translate('patrol.devices.neverHeard')} />;
  if (status.connection === 'offline' && status.offlineSince !== null) {
    const since = deviceTime(status.offlineSince);
    return <Chip color="error" label={translate('patrol.devices.offline', { time: since })} />;
  }
  return (
    <Chip
      color="success"
      label={translate('patrol.devices.online')}
      title={translate('patrol.devices.onlineThreshold', { minutes: status.offlineAfterMinutes })}
    />
  );
};

const Battery = ({ status }: { status: HandsetStatus }) => {
  const translate = useTranslate();
  if (status.batteryStatus === null) {
    return <Typography color="text.secondary">{translate('patrol.devices.noBatteryReport')}</Typography>;
  }
  const charging = !!status.isCharging;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {charging ? (
        <BatteryChargingFullIcon color="success" aria-hidden />
      ) : (
        <BatteryStdIcon color="action" aria-hidden />
      )}
      <Typography>
        {translate('patrol.devices.handsetBattery', { percent: status.batteryStatus })}
        {' · '}
        {translate(charging ? 'patrol.devices.handsetCharging' : 'patrol.devices.handsetNotCharging')}
      </Typography>
    </Box>
  );
};

/**
 * What the handset itself last reported through the handset API, whether or not the device-management
 * provider knows it: online or offline, when it was last heard from, its battery and whether it is charging.
 */
export const HandsetStatusCard = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data } = useQuery({
    queryKey: ['devices', 'handsetStatus', record?.id],
    queryFn: () => dataProvider.handsetStatus(record?.id ?? 0),
    enabled: record?.id !== undefined,
    refetchInterval: REFRESH_MS,
  });
  if (!record?.id) return null;
  return (
    <Card>
      <CardHeader
        title={translate('patrol.devices.handset')}
        titleTypographyProps={{ variant: 'h6' }}
        action={data && <Connection status={data} />}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 0 }}>
        {data ? (
          <>
            <Typography>
              {data.lastSeenAt === null
                ? translate('patrol.devices.neverHeard')
                : translate('patrol.devices.lastContact', { time: deviceTime(data.lastSeenAt) })}
            </Typography>
            <Battery status={data} />
            <Typography variant="caption" color="text.secondary" data-testid="online-threshold">
              {translate('patrol.devices.onlineThreshold', { minutes: data.offlineAfterMinutes })}
            </Typography>
          </>
        ) : (
          <LoadSkeleton rows={2} />
        )}
      </CardContent>
    </Card>
  );
};
