import { CreateButton, DataTable, type Identifier, List } from 'react-admin';
import { PAGE_SIZE } from '../../../contract/constants';
import { useSelectedSite } from '../../authProvider/useSession';
import { PageTitle } from '../../custom/PageTitle';
import { PATHS } from '../../paths';
import { ListPagination } from '../ListPagination';
import { ActivatedIndicator } from './ActivatedIndicator';

const openDevice = (id: Identifier) => PATHS.device(id);

/** The site's devices; 'Add a new Device' is hidden from controllers. */
export const DeviceList = () => {
  const site = useSelectedSite();
  return (
    <>
      <PageTitle
        title="patrol.devices.title"
        actions={
          <CreateButton resource="devices" to={PATHS.device('new')} label="patrol.devices.add" variant="contained" />
        }
      />
      <List
        resource="devices"
        filter={{ siteId: site?.id }}
        title={false}
        actions={false}
        perPage={PAGE_SIZE}
        pagination={<ListPagination />}
        sort={{ field: 'deviceName', order: 'ASC' }}
        exporter={false}
        empty={false}
        storeKey={`devices.site${site?.id}`}
      >
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
      </List>
    </>
  );
};
