import { useNotify } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { failureMessage } from '../../dataProvider/failureMessage';

/** A failed site save: the server's reason when it gave one (4xx), else the spec's 'Error occurred .Please try again'. */
export function useSiteSaveFailed() {
  const notify = useNotify();
  return (error: unknown) => notify(failureMessage(error, MESSAGES.site.saveFailed), { type: 'error' });
}
