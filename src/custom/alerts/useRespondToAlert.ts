import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type HttpError, useDataProvider, useNotify } from 'react-admin';
import { session } from '../../authProvider/session';
import type { PatrolDataProvider } from '../../dataProvider';
import { isUnreachable } from '../../dataProvider/unreachable';
import { answerGuid } from '../../realtime/alertLists';
import { useLiveStore } from '../../realtime/LiveContext';
import type { LiveAlert } from '../../realtime/types';
import { alertResponse } from './alertResponse';

interface Respond {
  alert: LiveAlert;
  message: string;
}

/**
 * Sends a response; on success (or when someone answered first) the alert leaves the boxes and its draft is
 * dropped. It is sent at once or fails at once, even with the browser offline (react-query would otherwise hold
 * it paused and send it by itself when the network returned); a server out of reach is said in the dialog.
 */
export function useRespondToAlert(onAnswered: () => void) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const store = useLiveStore();
  const notify = useNotify();
  const answered = (alert: LiveAlert) => {
    onAnswered();
    store?.keepDraft(alert.eventGuid, '');
    store?.dispatch({ kind: 'answered', guid: answerGuid(alert) });
    store?.flush();
  };
  const mutation = useMutation<unknown, HttpError, Respond>({
    networkMode: 'always',
    retry: false,
    mutationFn: ({ alert, message }) =>
      dataProvider.respondToAlert(
        alertResponse(alert, message, {
          companyId: session.companyId() ?? 0,
          employeeId: session.employee()?.id ?? 0,
        }),
      ),
    onSuccess: (_answer, { alert }) => {
      answered(alert);
      notify('patrol.messages.alert.responded', { type: 'success' });
    },
    onError: (error, { alert }) => {
      if (error.status === 409) answered(alert);
      // Unreachable: the dialog says 'Not sent' by the field, with the text kept (no 'retrying' notice: it is not).
      if (!isUnreachable(error)) notify(error.message, { type: 'error' });
    },
  });
  const { isPending } = mutation;
  useEffect(() => {
    store?.setSending(isPending);
  }, [store, isPending]);
  useEffect(() => () => store?.setSending(false), [store]);
  return mutation;
}
