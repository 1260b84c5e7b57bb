import { CreateBase } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { AreaForm } from './AreaForm';
import { AreaTitle } from './AreaTitle';

const NEW_AREA = { shouldReceiveReports: false };

export const AreaCreate = () => {
  const onSuccess = useSavedHandler(MESSAGES.area.saved, PATHS.areas);
  return (
    <CreateBase resource="areas" record={NEW_AREA} mutationOptions={{ onSuccess }}>
      <AreaTitle />
      <DetailLayout>
        <AreaForm />
      </DetailLayout>
    </CreateBase>
  );
};
