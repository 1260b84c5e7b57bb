import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../../dataProvider';
import type { AlertHistoryFilter } from '../../../dataProvider/alertHistory';

/** A request the server refused (4xx): asking again gets the same answer. */
const refused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/** One page of the history; the page shown stays while the next loads, so the table never blanks between pages. */
export function useAlertHistory(filter: AlertHistoryFilter | null, page: { page: number; perPage: number }) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: ['alertHistory', filter, page],
    queryFn: () => dataProvider.alertHistory(filter as AlertHistoryFilter, page),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    retry: (failures, error) => !refused(error) && failures < 2,
  });
}
