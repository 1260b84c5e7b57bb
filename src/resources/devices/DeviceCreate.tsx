import { CreateBase } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { DeviceForm } from './DeviceForm';
import { DeviceTitle } from './DeviceTitle';

/** company/site/xtra/device/new: a device of the selected site. */
export const DeviceCreate = () => {
  const site = useSelectedSite();
  const onSuccess = useSavedHandler(MESSAGES.device.saved, PATHS.devices);
  return (
    <CreateBase resource="devices" record={{ siteId: site?.id }} mutationOptions={{ onSuccess }}>
      <DeviceTitle />
      <DetailLayout>
        <DeviceForm />
      </DetailLayout>
    </CreateBase>
  );
};
