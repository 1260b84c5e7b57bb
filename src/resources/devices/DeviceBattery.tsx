import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import BatteryStdIcon from '@mui/icons-material/BatteryStd';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useTranslate } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';

/** Battery percentage with a charging icon and a refresh action (registered devices only). */
export const DeviceBattery = ({ deviceId }: { deviceId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data, refetch, isFetching } = useQuery({
    queryKey: ['devices', 'battery', deviceId],
    queryFn: () => dataProvider.battery(deviceId),
    retry: false,
  });
  const percent = data?.batteryStatus;
  const charging = !!data?.isCharging;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {charging ? (
        <Tooltip title={translate('patrol.devices.charging')}>
          <BatteryChargingFullIcon color="success" titleAccess={translate('patrol.devices.charging')} />
        </Tooltip>
      ) : (
        <BatteryStdIcon color="action" aria-hidden />
      )}
      <Typography>
        {typeof percent === 'number'
          ? translate('patrol.devices.battery', { percent })
          : translate('patrol.devices.batteryUnknown')}
      </Typography>
      <Tooltip title={translate('patrol.devices.refreshBattery')}>
        <span>
          <IconButton
            aria-label={translate('patrol.devices.refreshBattery')}
            onClick={() => refetch()}
            disabled={isFetching}
          >
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
};
