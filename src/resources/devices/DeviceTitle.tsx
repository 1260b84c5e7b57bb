import { useRecordContext } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { PageTitle } from '../../common/PageTitle';
import { AuditLink } from '../../custom/audit/AuditLink';
import { PATHS } from '../../routes';

/** 'New Device' or the device's name, with the breadcrumb back to Devices. */
export const DeviceTitle = () => {
  const record = useRecordContext();
  const title = record?.id ? String(record.deviceName) : 'patrol.devices.new';
  return (
    <PageTitle
      title={title}
      breadcrumb={<BackLink to={PATHS.devices} label="patrol.devices.title" current={title} />}
      actions={<AuditLink entity="device" id={record?.id} />}
    />
  );
};
