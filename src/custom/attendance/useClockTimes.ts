import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { ALL_SITES, type SiteChoice } from './SitePicker';

/** A request the server refused (4xx): asking again gets the same answer. */
const refused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * The shifts over the range of a site (POST attendance/retrievedatabysiteid) or of every site of the company
 * (POST attendance/retrievedatabycompany), asked only for a choice and a range the rules allow (its days as
 * epoch seconds of 00:00 UTC).
 */
export function useClockTimes(siteId: SiteChoice | null, range: { startDate: number; endDate: number } | null) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: ['attendance', 'clockTimes', siteId, range?.startDate, range?.endDate],
    queryFn: () => {
      const days = { startDate: range?.startDate ?? 0, endDate: range?.endDate ?? 0 };
      return siteId === ALL_SITES
        ? dataProvider.companyClockTimes(days)
        : dataProvider.clockTimes({ siteId: siteId ?? 0, ...days });
    },
    enabled: siteId !== null && range !== null,
    retry: (failures, error) => !refused(error) && failures < 2,
  });
}
