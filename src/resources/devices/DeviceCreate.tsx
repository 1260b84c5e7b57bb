import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { DeviceForm } from './DeviceForm';
import { DeviceTitle } from './DeviceTitle';

/** company/site/xtra/device/new: a device of the selected site. */
export const DeviceCreate = () => {
  const site = useSelectedSite();
  return (
    <RecordCreate
      resource="devices"
      record={{ siteId: site?.id }}
      saved={MESSAGES.device.saved}
      redirectTo={PATHS.devices}
    >
      <DeviceTitle />
      <DetailLayout>
        <DeviceForm />
      </DetailLayout>
    </RecordCreate>
  );
};
