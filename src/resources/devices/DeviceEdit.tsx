import { Box } from '@mui/material';
import { EditBase, Loading } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { DeviceForm } from './DeviceForm';
import { DeviceLocationCard } from './DeviceLocationCard';
import { DeviceManagementCard } from './DeviceManagementCard';
import { DeviceTitle } from './DeviceTitle';

/** An existing device: its fields, the device-management card and its live location. */
export const DeviceEdit = () => {
  const onSuccess = useSavedHandler(MESSAGES.device.saved, PATHS.devices);
  return (
    <EditBase
      resource="devices"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirectOnError={PATHS.devices}
      loading={<Loading />}
    >
      <DeviceTitle />
      <DetailLayout
        aside={
          <Box sx={{ flex: '1 1 360px', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DeviceManagementCard />
            <DeviceLocationCard />
          </Box>
        }
      >
        <DeviceForm />
      </DetailLayout>
    </EditBase>
  );
};
