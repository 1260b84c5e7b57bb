import type { ReactNode } from 'react';
import { EditBase, type EditBaseProps, type Identifier, Loading, useNotify, useRedirect } from 'react-admin';
import { isRetryable } from '../dataProvider/unreachable';
import { DetailState } from './DetailState';
import { type SaveFeedback, useSaveFeedback } from './useSaveFeedback';

interface RecordEditProps extends Omit<SaveFeedback, 'redirectTo'> {
  resource: string;
  /** The record; the one of the URL when absent. */
  id?: Identifier;
  /** The list the record belongs to: where the page goes once saved (unless `redirectTo` says otherwise) and when the record cannot be read. */
  listPath: string;
  redirectTo?: string;
  transform?: EditBaseProps['transform'];
  /** The page: its title, form and side cards. */
  children: ReactNode;
}

/**
 * An existing record's page: read, then saved only once the server has answered, with the save's feedback.
 * A record that does not exist (or may not be read) goes back to its list; a read that failed because the
 * server was away or failing stays on the page, tried again, with what was last loaded (DetailState).
 */
export const RecordEdit = ({
  resource,
  id,
  listPath,
  redirectTo = listPath,
  transform,
  children,
  ...feedback
}: RecordEditProps) => {
  const mutationOptions = useSaveFeedback({ ...feedback, redirectTo });
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = (error: unknown) => {
    if (isRetryable(error)) return;
    notify('ra.notification.item_doesnt_exist', { type: 'error' });
    redirect(listPath);
  };
  return (
    <EditBase
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      queryOptions={{ onError }}
      loading={<Loading />}
    >
      <DetailState>{children}</DetailState>
    </EditBase>
  );
};
