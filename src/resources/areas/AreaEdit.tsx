import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { AreaForm } from './AreaForm';
import { AreaTitle } from './AreaTitle';

export const AreaEdit = () => (
  <RecordEdit resource="areas" listPath={PATHS.areas} saved={MESSAGES.area.saved}>
    <AreaTitle />
    <DetailLayout>
      <AreaForm />
    </DetailLayout>
  </RecordEdit>
);
