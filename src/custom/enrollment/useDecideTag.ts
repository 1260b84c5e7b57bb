import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import type { PatrolDataProvider } from '../../dataProvider';
import { failureMessage } from '../../dataProvider/failureMessage';

export type Decision = 'accept' | 'decline';

const TEXTS = {
  accept: { done: 'patrol.enrollment.accepted', failed: MESSAGES.enrollment.acceptFailed },
  decline: { done: 'patrol.enrollment.declined', failed: MESSAGES.enrollment.declineFailed },
};

/** Reloads the tag requests (spec part 2 §4: the list reloads after a decision, and when a request arrives). */
export function useReloadEnrollments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['tag-enrollment', 'getList'] });
}

/**
 * Accepts or declines a tag request, says how it went (the server's reason for a refusal such as a 409, else the
 * spec's message), and reloads the list either way: a refused request shows the status it has now.
 */
export function useDecideTag() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const notify = useNotify();
  const reload = useReloadEnrollments();
  return useMutation({
    mutationFn: ({ decision, id }: { decision: Decision; id: Identifier }) =>
      decision === 'accept' ? dataProvider.acceptTag(id) : dataProvider.declineTag(id),
    onSuccess: (_request, { decision }) => notify(TEXTS[decision].done, { type: 'success' }),
    onError: (error, { decision }) => notify(failureMessage(error, TEXTS[decision].failed), { type: 'error' }),
    onSettled: reload,
  });
}
