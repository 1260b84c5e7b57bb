import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';

/** A request the server refused (4xx): asking again gets the same answer. */
const refused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * The site's shifts over the range (POST attendance/retrievedatabysiteid), asked only for a site and a range the
 * rules allow (its days as epoch seconds of 00:00 UTC).
 */
export function useClockTimes(siteId: number | null, range: { startDate: number; endDate: number } | null) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: ['attendance', 'clockTimes', siteId, range?.startDate, range?.endDate],
    queryFn: () =>
      dataProvider.clockTimes({ siteId: siteId ?? 0, startDate: range?.startDate ?? 0, endDate: range?.endDate ?? 0 }),
    enabled: siteId !== null && range !== null,
    retry: (failures, error) => !refused(error) && failures < 2,
  });
}
