import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { EscalationSettings, EscalationSettingsInput } from '../../../contract/escalation';
import { MESSAGES } from '../../../contract/messages';
import type { PatrolDataProvider } from '../../dataProvider';

const refused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;
const keyOf = (companyId: number) => ['escalation', companyId];

/** A company's escalation ladders. */
export function useEscalationSettings(companyId: number) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: keyOf(companyId),
    queryFn: () => dataProvider.escalationSettings(companyId),
    retry: (failures, error) => !refused(error) && failures < 2,
  });
}

/** Saves them; the server's message is kept when it refuses them. */
export function useSaveEscalation(companyId: number, onSaved: (saved: EscalationSettings) => void) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (input: EscalationSettingsInput) => dataProvider.saveEscalationSettings(companyId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(keyOf(companyId), saved);
      onSaved(saved);
      notify(MESSAGES.escalation.saved, { type: 'success' });
    },
  });
}
