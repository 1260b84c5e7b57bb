import { DataTable } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { ActivatedIndicator } from './ActivatedIndicator';
import { BatteryCell, ConnectionCell, LastContactCell } from './HandsetStateCells';

/**
 * The site's devices with what their handsets last told (state, last contact, battery, guard on duty), each
 * column sorted on the server; 'Add a new Device' is hidden from controllers.
 */
export const DeviceList = () => (
  <ListPage
    resource="devices"
    bySite
    sortField="deviceName"
    title="patrol.devices.title"
    addLabel="patrol.devices.add"
    addPath={PATHS.device('new')}
    rowClick={PATHS.device}
  >
    <DataTable.Col source="deviceName" label="patrol.devices.fields.deviceName" />
    <DataTable.Col source="serialNumber" label="patrol.devices.fields.serialNumber" />
    <DataTable.Col source="contactNumber" label="patrol.devices.fields.contactNumber" />
    <DataTable.Col
      source="connection"
      label="patrol.devices.fields.connection"
      render={(record) => <ConnectionCell record={record} />}
    />
    <DataTable.Col
      source="lastSeenAt"
      label="patrol.devices.fields.lastSeenAt"
      render={(record) => <LastContactCell record={record} />}
    />
    <DataTable.Col
      source="batteryStatus"
      label="patrol.devices.fields.batteryStatus"
      render={(record) => <BatteryCell record={record} />}
    />
    <DataTable.Col source="guardOnDuty" label="patrol.devices.fields.guardOnDuty" />
    <DataTable.Col source="siteName" label="patrol.devices.fields.site" />
    <DataTable.Col
      source="appInstanceId"
      label="patrol.devices.fields.activated"
      render={(record) => <ActivatedIndicator activated={!!record.appInstanceId} />}
    />
  </ListPage>
);
