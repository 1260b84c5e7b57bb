import { useNotify, useRedirect } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { failureMessage } from '../../dataProvider/failureMessage';
import { PATHS } from '../../paths';

/** After a route save: 'All tags uploaded to route' and back to the list, or the spec's failure message. */
export function useSavedRoute() {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: () => {
      notify(MESSAGES.route.saved, { type: 'success' });
      redirect(PATHS.routes);
    },
    onError: (error: unknown) => notify(failureMessage(error, MESSAGES.route.saveFailed), { type: 'error' }),
  };
}
