import { MESSAGES } from '../../../contract/messages';
import { DetailLayout } from '../../common/DetailLayout';
import { RecordEdit } from '../../common/RecordEdit';
import { PATHS } from '../../routes';
import { TagForm } from './TagForm';
import { TagTitle } from './TagTitle';

export const TagEdit = () => (
  <RecordEdit resource="tags" listPath={PATHS.tags} saved={MESSAGES.tag.saved}>
    <TagTitle />
    <DetailLayout>
      <TagForm />
    </DetailLayout>
  </RecordEdit>
);
