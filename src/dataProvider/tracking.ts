import type { DeviceEvent, DeviceLocation, HistoryRequest } from '../../contract/tracking';
import { httpClient } from './httpClient';

const post = async <T>(path: string, request: HistoryRequest, signal?: AbortSignal): Promise<T[]> => {
  const { json } = await httpClient(path, { method: 'POST', body: JSON.stringify(request), signal });
  return (json ?? []) as T[];
};

/** The tracking calls (spec part 2 §7 'Attendance and tracking'): a device's locations, and its scans and alerts, over a date range. */
export const trackingMethods = {
  historyByDate: (request: HistoryRequest, signal?: AbortSignal) =>
    post<DeviceLocation>('tracking/GetHistoryDeviceLocationsByDate', request, signal),
  eventsByDate: (request: HistoryRequest, signal?: AbortSignal) =>
    post<DeviceEvent>('tracking/GetHistoryDeviceEventsByDate', request, signal),
};
