import { CreateButton, DataTable, type Identifier } from 'react-admin';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { SiteScopedList } from '../SiteScopedList';
import { ActivatedIndicator } from './ActivatedIndicator';

const openDevice = (id: Identifier) => PATHS.device(id);

/** The site's devices; 'Add a new Device' is hidden from controllers. */
export const DeviceList = () => {
  return (
    <>
      <PageTitle
        title="patrol.devices.title"
        actions={
          <CreateButton resource="devices" to={PATHS.device('new')} label="patrol.devices.add" variant="contained" />
        }
      />
      <SiteScopedList resource="devices" sortField="deviceName">
        <DataTable rowClick={openDevice} bulkActionButtons={false}>
          <DataTable.Col source="deviceName" label="patrol.devices.fields.deviceName" />
          <DataTable.Col source="serialNumber" label="patrol.devices.fields.serialNumber" />
          <DataTable.Col source="contactNumber" label="patrol.devices.fields.contactNumber" />
          <DataTable.Col source="siteName" label="patrol.devices.fields.site" />
          <DataTable.Col
            source="appInstanceId"
            label="patrol.devices.fields.activated"
            render={(record) => <ActivatedIndicator activated={!!record.appInstanceId} />}
          />
        </DataTable>
      </SiteScopedList>
    </>
  );
};
