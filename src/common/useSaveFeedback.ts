import { type RaRecord, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../dataProvider/failureMessage';

export interface SaveFeedback {
  /** The success message. */
  saved: string;
  /** Where the page goes once saved: a path, or the path of the saved record. */
  redirectTo: string | ((record: RaRecord) => string);
  /** The failure message, unless the server refused with its own reason (4xx); react-admin's own when absent. */
  failed?: string;
  /** Runs first, with the saved record. */
  afterSave?: (record: RaRecord) => void;
}

/** A form's save feedback (its mutation options): the success message and the page to go to, or the failure. */
export function useSaveFeedback({ saved, redirectTo, failed, afterSave }: SaveFeedback) {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (record: RaRecord) => {
    afterSave?.(record);
    notify(saved, { type: 'success' });
    redirect(typeof redirectTo === 'function' ? redirectTo(record) : redirectTo);
  };
  if (!failed) return { onSuccess };
  return { onSuccess, onError: (error: unknown) => notify(failureMessage(error, failed), { type: 'error' }) };
}
