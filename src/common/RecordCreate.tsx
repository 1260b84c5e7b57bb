import type { ReactNode } from 'react';
import { CreateBase, type CreateBaseProps } from 'react-admin';
import { type SaveFeedback, useSaveFeedback } from './useSaveFeedback';

interface RecordCreateProps extends SaveFeedback {
  resource: string;
  /** The new record's starting values. */
  record?: CreateBaseProps['record'];
  transform?: CreateBaseProps['transform'];
  /** The page: its title and form. */
  children: ReactNode;
}

/** A new record's page, with the save's feedback. */
export const RecordCreate = ({ resource, record, transform, children, ...feedback }: RecordCreateProps) => {
  const mutationOptions = useSaveFeedback(feedback);
  return (
    <CreateBase resource={resource} record={record} transform={transform} mutationOptions={mutationOptions}>
      {children}
    </CreateBase>
  );
};
