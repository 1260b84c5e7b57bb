import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { type DashboardPeriod, UNREADABLE_ANSWER } from '../../dataProvider/dashboard';

/** A request the server refused (4xx), or an answer not in the contract's shape: asking again gets the same. */
const final = (error: unknown) =>
  (error instanceof HttpError && error.status >= 400 && error.status < 500) ||
  (error instanceof Error && error.message === UNREADABLE_ANSWER);

type Call = 'dashboardTagsScanned' | 'dashboardPatrols' | 'dashboardAlerts' | 'dashboardSites';

/** One of the dashboard's four calls for the company over the period; each loads and fails on its own. */
function useDashboardCall<C extends Call>(call: C, companyId: number, period: DashboardPeriod) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: ['dashboard', call, companyId, period.startDate, period.endDate],
    queryFn: ({ signal }) =>
      dataProvider[call](companyId, { startDate: period.startDate, endDate: period.endDate }, signal) as Promise<
        Awaited<ReturnType<PatrolDataProvider[C]>>
      >,
    retry: (failures, error) => !final(error) && failures < 2,
  });
}

/** The dashboard's figures (spec part 1 §7 'Dashboard'), each with its own loading and error state. */
export function useDashboard(companyId: number, period: DashboardPeriod) {
  return {
    tagsScanned: useDashboardCall('dashboardTagsScanned', companyId, period),
    patrols: useDashboardCall('dashboardPatrols', companyId, period),
    alerts: useDashboardCall('dashboardAlerts', companyId, period),
    sites: useDashboardCall('dashboardSites', companyId, period),
  };
}
