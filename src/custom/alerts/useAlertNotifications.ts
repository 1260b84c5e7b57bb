import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';

/** While the dialog is open the list is asked again this often (ms): an escalation step may add to it. */
const REFRESH_MS = 10_000;
const refused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/** Who an alert notified, first word and escalation steps, oldest first. */
export function useAlertNotifications(eventGuid: string) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: ['alertNotifications', eventGuid],
    queryFn: () => dataProvider.alertNotifications(eventGuid),
    retry: (failures, error) => !refused(error) && failures < 2,
    refetchInterval: REFRESH_MS,
  });
}
