import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DeviceEvent, DeviceLocation, HistoryRequest } from '../../../contract/tracking';
import type { PatrolDataProvider } from '../../dataProvider';

/** What Refresh asked for; each Refresh is a new attempt, so the same range is read again. */
export interface TrackRequest extends HistoryRequest {
  attempt: number;
}

const NO_LOCATIONS: DeviceLocation[] = [];
const NO_EVENTS: DeviceEvent[] = [];
/** Asked for by Refresh alone: never again on focus or reconnect, and dropped once another request replaces it. */
const ON_REFRESH_ONLY = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0, retry: false } as const;

/** The requested device's locations and its scans and alerts over the range (narrowed to From and To when given). */
export function useTrackHistory(request: TrackRequest | null) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const body: HistoryRequest | null = request && {
    deviceId: request.deviceId,
    startDate: request.startDate,
    endDate: request.endDate,
    ...(request.fromTime === undefined ? {} : { fromTime: request.fromTime }),
    ...(request.toTime === undefined ? {} : { toTime: request.toTime }),
  };
  const locations = useQuery({
    queryKey: ['tracking', 'locations', request],
    queryFn: ({ signal }) => dataProvider.historyByDate(body as HistoryRequest, signal),
    enabled: body !== null,
    ...ON_REFRESH_ONLY,
  });
  const events = useQuery({
    queryKey: ['tracking', 'events', request],
    queryFn: ({ signal }) => dataProvider.eventsByDate(body as HistoryRequest, signal),
    enabled: body !== null,
    ...ON_REFRESH_ONLY,
  });
  return {
    locations: locations.data ?? NO_LOCATIONS,
    events: events.data ?? NO_EVENTS,
    loading: locations.isFetching || events.isFetching,
    /** Loaded for the request shown (an empty answer included). */
    loaded: locations.isSuccess,
    error: locations.error ?? events.error,
  };
}
