import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { AreaForm } from './AreaForm';
import { AreaTitle } from './AreaTitle';

const NEW_AREA = { shouldReceiveReports: false };

export const AreaCreate = () => (
  <RecordCreate resource="areas" record={NEW_AREA} saved={MESSAGES.area.saved} redirectTo={PATHS.areas}>
    <AreaTitle />
    <DetailLayout>
      <AreaForm />
    </DetailLayout>
  </RecordCreate>
);
