import type { AlertHistoryPage, AlertHistorySort } from '../../contract/alertHistory';
import type { LiveType } from '../../contract/events';
import { session } from '../authProvider/session';
import type { LiveAlert } from '../realtime/types';
import { getJson } from './httpClient';

/** The history's filters: a period [startDate, endDate) in epoch seconds, and optionally a type, a site and a state. */
export interface AlertHistoryFilter {
  startDate: number;
  endDate: number;
  type?: LiveType;
  siteId?: number;
  /** One handset's alerts (a guard's, through the handset they carry). */
  deviceId?: number;
  answered?: boolean;
  sort: AlertHistorySort;
  order: 'ASC' | 'DESC';
}

function query(params: Record<string, string | number | boolean | undefined>): string {
  const companyId = session.companyId();
  const all: Record<string, string | number | boolean | undefined> = { ...params, companyId: companyId ?? undefined };
  const entries = Object.entries(all).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/** The alert history (GET alarmAlert/history and /history/csv), paged, sorted and filtered on the server. */
export const alertHistoryMethods = {
  /** One alert by its eventGuid, answered or not, as the live calls send it. */
  alertByGuid: (eventGuid: string) => getJson<LiveAlert>(`alarmAlert/${encodeURIComponent(eventGuid)}?${query({})}`),
  alertHistory: (filter: AlertHistoryFilter, page: { page: number; perPage: number }) =>
    getJson<AlertHistoryPage>(`alarmAlert/history?${query({ ...filter, ...page })}`),
  alertHistoryCsv: (filter: AlertHistoryFilter) =>
    getJson<{ alertHistoryCsv: string }>(`alarmAlert/history/csv?${query({ ...filter })}`),
};
