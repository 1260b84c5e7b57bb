import { useMutation } from '@tanstack/react-query';
import { type HttpError, useDataProvider, useNotify } from 'react-admin';
import { BULK_ACKNOWLEDGE_MAX } from '../../../contract/events';
import { session } from '../../authProvider/session';
import type { PatrolDataProvider } from '../../dataProvider';
import type { AlertAnswer } from '../../dataProvider/alerts';
import { answerGuid } from '../../realtime/alertLists';
import { useLiveStore } from '../../realtime/LiveContext';
import type { LiveAlert } from '../../realtime/types';

/** Acknowledges routine alerts in bulk (as many calls as the server's limit asks); they leave the boxes at once. */
export function useAcknowledgeAlerts(onDone: () => void) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const store = useLiveStore();
  const notify = useNotify();
  return useMutation<AlertAnswer[], HttpError, LiveAlert[]>({
    mutationFn: async (alerts) => {
      const guids = alerts.map(answerGuid);
      const answers: AlertAnswer[] = [];
      for (let start = 0; start < guids.length; start += BULK_ACKNOWLEDGE_MAX) {
        const chunk = guids.slice(start, start + BULK_ACKNOWLEDGE_MAX);
        answers.push(...(await dataProvider.acknowledgeAlerts(chunk, session.companyId() ?? undefined)));
      }
      return answers;
    },
    onSuccess: (answers, alerts) => {
      // The alerts named leave too when another console answered them first (the server skipped those).
      for (const guid of [...alerts.map(answerGuid), ...answers.map((answer) => answer.respondedToGuid)]) {
        store?.dispatch({ kind: 'answered', guid });
      }
      store?.flush();
      onDone();
      notify('patrol.alerts.acknowledge.done', { type: 'success', messageArgs: { smart_count: alerts.length } });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
}
