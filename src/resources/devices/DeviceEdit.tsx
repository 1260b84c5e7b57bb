import { Box } from '@mui/material';
import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { DeviceForm } from './DeviceForm';
import { DeviceLocationCard } from './DeviceLocationCard';
import { DeviceManagementCard } from './DeviceManagementCard';
import { DeviceTitle } from './DeviceTitle';
import { HandsetActivationCard } from './HandsetActivationCard';
import { HandsetStatusCard } from './HandsetStatusCard';

/** An existing device: its fields, what its handset last reported, the device-management card and its live location. */
export const DeviceEdit = () => (
  <RecordEdit resource="devices" listPath={PATHS.devices} saved={MESSAGES.device.saved}>
    <DeviceTitle />
    <DetailLayout
      aside={
        <Box sx={{ flex: '1 1 360px', display: 'flex', flexDirection: 'column', gap: 2 }}>
          <HandsetStatusCard />
          <HandsetActivationCard />
          <DeviceManagementCard />
          <DeviceLocationCard />
        </Box>
      }
    >
      <DeviceForm />
    </DetailLayout>
  </RecordEdit>
);
