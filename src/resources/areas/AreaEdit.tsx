import { EditBase, Loading } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { AreaForm } from './AreaForm';
import { AreaTitle } from './AreaTitle';

export const AreaEdit = () => {
  const onSuccess = useSavedHandler(MESSAGES.area.saved, PATHS.areas);
  return (
    <EditBase
      resource="areas"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirectOnError={PATHS.areas}
      loading={<Loading />}
    >
      <AreaTitle />
      <DetailLayout>
        <AreaForm />
      </DetailLayout>
    </EditBase>
  );
};
