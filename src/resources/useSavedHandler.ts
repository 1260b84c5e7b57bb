import { type RaRecord, useNotify, useRedirect } from 'react-admin';

/** After a save: the resource's success message, then back to its list. */
export function useSavedHandler(message: string, listPath: string, afterSave?: (record: RaRecord) => void) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (record: RaRecord) => {
    afterSave?.(record);
    notify(message, { type: 'success' });
    redirect(listPath);
  };
}
