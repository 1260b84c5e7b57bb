import { Card, CardContent, CardHeader } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import type { PatrolDataProvider } from '../../dataProvider';
import { DeviceBattery } from './DeviceBattery';
import { DeviceCommands } from './DeviceCommands';

/**
 * The device-management provider's view of the saved device (spec part 2 §4): registration by serial number,
 * then battery when registered; reboot, lock and unlock for those who may change devices, disabled with the
 * reason when the device is not registered there.
 */
export const DeviceManagementCard = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const mayManage = canAccess(useRole(), { resource: 'devices', action: 'save' });
  const serialNumber = record?.serialNumber ? String(record.serialNumber) : '';
  const {
    data: registered = false,
    isSuccess,
    isPending,
  } = useQuery({
    queryKey: ['devices', 'isRegistered', serialNumber],
    queryFn: () => dataProvider.isRegistered(serialNumber),
    enabled: serialNumber !== '',
    retry: false,
  });
  if (!record?.id || (!mayManage && !registered)) return null;
  return (
    <Card>
      <CardHeader title={translate('patrol.devices.management')} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
        {registered && <DeviceBattery deviceId={record.id} />}
        {mayManage && (
          <DeviceCommands
            serialNumber={serialNumber}
            registered={isSuccess && registered}
            checking={serialNumber !== '' && isPending}
          />
        )}
      </CardContent>
    </Card>
  );
};
