import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { Report } from '../../../../contract/reports';
import type { PatrolDataProvider } from '../../../dataProvider';
import type { ReportDays, ReportSubject } from '../../../dataProvider/reports';

/** The key every report list sits under: a generated report makes them all stale. */
export const REPORT_LIST_KEY = ['reports', 'pdf'] as const;

/** While a report's messages wait for the mail server, the list is asked again this often (ms). */
const WAITING_REFRESH_MS = 10_000;

const refused = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;
const newestFirst = (reports: Report[]) => [...reports].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

/** The subject's reports whose period overlaps the days, newest first; none is asked for without a subject. */
export function useReportList(subject: ReportSubject | null, days: ReportDays) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  return useQuery({
    queryKey: [...REPORT_LIST_KEY, subject?.type, subject?.id, days.startDate, days.endDate],
    queryFn: () =>
      dataProvider.reportList(subject as ReportSubject, { startDate: days.startDate, endDate: days.endDate }),
    enabled: subject !== null,
    select: newestFirst,
    retry: (failures, error) => !refused(error) && failures < 2,
    refetchInterval: (query) =>
      query.state.data?.some((report) => report.delivery.waiting > 0) ? WAITING_REFRESH_MS : false,
  });
}
