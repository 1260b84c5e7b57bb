import { ANSWER_TIMEOUT_MS } from '../../contract/constants';
import type { AlertDayWindow, AlertResponse, LiveAlert, UnrespondedAlerts } from '../realtime/types';
import { httpClient, postJson } from './httpClient';

/** The resync cursor the unresponded-alerts call answers with: the newest event id. */
export const LAST_EVENT_ID_HEADER = 'x-last-event-id';

export interface AlertAnswer {
  eventGuid: string;
  message: string;
  respondedToGuid: string;
  respondedAt: number;
}

const query = (params: Record<string, number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** The alert calls of spec part 1 §7, and the resync call after a reconnect. */
export const alertMethods = {
  async alertsByDateRange({ startDate, endDate }: AlertDayWindow, companyId: number): Promise<LiveAlert[]> {
    const { json } = await httpClient(`alert/byDateRange?${query({ startDate, endDate, companyId })}`);
    return (json ?? []) as LiveAlert[];
  },
  async unrespondedAlerts(companyId: number): Promise<UnrespondedAlerts> {
    const { headers, json } = await httpClient(`alert/unrespondedTo?${query({ companyId })}`);
    return { alerts: (json ?? []) as LiveAlert[], lastEventId: Number(headers.get(LAST_EVENT_ID_HEADER)) || 0 };
  },
  async alertsSince(afterId: number, companyId: number): Promise<LiveAlert[]> {
    const { json } = await httpClient(`alert/since?${query({ afterId, companyId })}`);
    return (json ?? []) as LiveAlert[];
  },
  /** An answer not acknowledged within ANSWER_TIMEOUT_MS fails as unreachable: it is never sent later by itself. */
  async respondToAlert(response: AlertResponse): Promise<AlertAnswer> {
    const { json } = await postJson('alarmAlert/respond', response, { timeoutMs: ANSWER_TIMEOUT_MS });
    return json as AlertAnswer;
  },
  /** Routine alerts acknowledged at once, each recorded as answered with the standard message (never a red one). */
  async acknowledgeAlerts(eventGuids: string[], companyId?: number): Promise<AlertAnswer[]> {
    const { json } = await postJson('alarmAlert/acknowledge', { eventGuids, companyId });
    return ((json as { answers?: AlertAnswer[] } | null)?.answers ?? []) as AlertAnswer[];
  },
};
