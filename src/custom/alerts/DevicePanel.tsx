import type { DeviceRef } from '../../realtime/types';
import { DetailPanel } from './DetailPanel';
import { FieldRows } from './FieldRows';

export const DevicePanel = ({ device }: { device: DeviceRef }) => (
  <DetailPanel title="patrol.alerts.dialog.device">
    <FieldRows
      rows={[
        ['deviceName', device.deviceName],
        ['serialNumber', device.serialNumber],
      ]}
    />
  </DetailPanel>
);
