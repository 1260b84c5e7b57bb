import { useNotify } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { failureMessage } from '../../dataProvider/failureMessage';
import { PATHS } from '../../paths';
import { useSavedHandler } from '../useSavedHandler';

/** After a schedule save: its message and back to the list; a failure says 'Error' unless the server explains. */
export function useScheduleSaved() {
  const notify = useNotify();
  const onSuccess = useSavedHandler(MESSAGES.schedule.saved, PATHS.schedules);
  return {
    onSuccess,
    onError: (error: unknown) => notify(failureMessage(error, MESSAGES.schedule.failed), { type: 'error' }),
  };
}
