import type { ReactNode } from 'react';
import { EditBase, type EditBaseProps, type Identifier, Loading } from 'react-admin';
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

/** An existing record's page: read, then saved only once the server has answered, with the save's feedback. */
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
  return (
    <EditBase
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={mutationOptions}
      redirectOnError={listPath}
      loading={<Loading />}
    >
      {children}
    </EditBase>
  );
};
