import { EditBase, Loading } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { PATHS } from '../../paths';
import { DetailLayout } from '../DetailLayout';
import { useSavedHandler } from '../useSavedHandler';
import { TagForm } from './TagForm';
import { TagTitle } from './TagTitle';

export const TagEdit = () => {
  const onSuccess = useSavedHandler(MESSAGES.tag.saved, PATHS.tags);
  return (
    <EditBase
      resource="tags"
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirectOnError={PATHS.tags}
      loading={<Loading />}
    >
      <TagTitle />
      <DetailLayout>
        <TagForm />
      </DetailLayout>
    </EditBase>
  );
};
