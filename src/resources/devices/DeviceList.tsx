import { DataTable } from 'react-admin';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { ActivatedIndicator } from './ActivatedIndicator';

/** The site's devices; 'Add a new Device' is hidden from controllers. */
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
    <DataTable.Col source="siteName" label="patrol.devices.fields.site" />
    <DataTable.Col
      source="appInstanceId"
      label="patrol.devices.fields.activated"
      render={(record) => <ActivatedIndicator activated={!!record.appInstanceId} />}
    />
  </ListPage>
);
