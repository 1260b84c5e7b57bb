import type { z } from 'zod';
import { companyAlerts, companyPatrols, companyTagsScanned, sitesTagsScanned } from '../../contract/dashboard';
import { httpClient, pathPart } from './httpClient';

/** A shift's period in epoch seconds: start included, end excluded. */
export interface DashboardPeriod {
  startDate: number;
  endDate: number;
}

/** i18n key of an answer that is not what the contract says. */
export const UNREADABLE_ANSWER = 'patrol.dashboard.unreadable';

/** GETs one dashboard call and checks its answer, so a figure is never drawn from a value that is not one. */
async function get<T>(path: string, answer: z.ZodType<T>, period: DashboardPeriod, signal?: AbortSignal): Promise<T> {
  const query = new URLSearchParams({ startDate: String(period.startDate), endDate: String(period.endDate) });
  const separator = path.includes('?') ? '&' : '?';
  const { json } = await httpClient(`report/dashboard/${path}${separator}${query}`, { signal });
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new Error(UNREADABLE_ANSWER);
  return parsed.data;
}

/** The dashboard (spec part 1 §7 'Dashboard'): four calls, each over a period in epoch seconds. */
export const dashboardMethods = {
  dashboardTagsScanned: (companyId: number, period: DashboardPeriod, signal?: AbortSignal) =>
    get(`company/tagsScanned/${pathPart(companyId)}`, companyTagsScanned, period, signal),
  dashboardPatrols: (companyId: number, period: DashboardPeriod, signal?: AbortSignal) =>
    get(`company/patrols/${pathPart(companyId)}?status=complete`, companyPatrols, period, signal),
  dashboardAlerts: (companyId: number, period: DashboardPeriod, signal?: AbortSignal) =>
    get(`company/alerts/${pathPart(companyId)}`, companyAlerts, period, signal),
  dashboardSites: (companyId: number, period: DashboardPeriod, signal?: AbortSignal) =>
    get(`sites/tagsScanned/${pathPart(companyId)}`, sitesTagsScanned, period, signal),
};
