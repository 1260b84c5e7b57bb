import { Alert, Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { session } from '../../authProvider/session';
import { LoadSkeleton } from '../../common/LoadSkeleton';
import { PageTitle } from '../../common/PageTitle';
import type { PatrolDataProvider } from '../../dataProvider';
import { lazyMap } from '../../map/lazyMap';
import { useAlertList } from '../../realtime/LiveContext';
import { deviceTopic, type RealtimeEvent } from '../../realtime/realtimeBus';
import type { DeviceLocation } from '../../realtime/types';
import { useClock } from '../../realtime/useClock';
import { DeviceList } from './DeviceList';
import type { Focus } from './LiveMapView';
import { currentDevices, isLocated, MAP_STATES, type Move, SILENT_MINUTES, STATE_COLORS } from './mapDevices';

const LiveMapView = lazyMap(() => import('./LiveMapView').then((m) => m.LiveMapView), 480);

/** The newest live position of each device of the company since the page opened (deviceLocation on the socket). */
function useMoves() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const [moves, setMoves] = useState<Record<number, Move>>({});
  useEffect(() => {
    const topic = deviceTopic();
    const listener = (event: RealtimeEvent) => {
      const location = event.payload.location as DeviceLocation & { deviceId: number };
      setMoves((known) => {
        const before = known[location.deviceId];
        if (before && before.sentAt > location.sentAt) return known;
        const { latitude, longitude, sentAt, receivedAt } = location;
        return { ...known, [location.deviceId]: { latitude, longitude, sentAt, receivedAt } };
      });
    };
    dataProvider.subscribe(topic, listener);
    return () => {
      dataProvider.unsubscribe(topic, listener);
    };
  }, [dataProvider]);
  return moves;
}

/**
 * company/map: every handset of the company at its last position, coloured by state (panic, offline, silent,
 * online) with the guard on duty, last contact and battery on hover and in a list beside it (panics first, a click
 * centres the handset); the sites' boundaries; clusters when zoomed out; live moves over the console's socket; a new
 * panic centres the map on its handset. Works without tiles.
 */
export const LiveMapPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const now = useClock();
  const { data, isError } = useQuery({
    queryKey: ['devices', 'positions', session.companyId()],
    queryFn: () => dataProvider.devicePositions(session.companyId() ?? undefined),
    refetchInterval: 60_000,
  });
  const moves = useMoves();
  const red = useAlertList('red');
  const panics = useMemo(
    () => red.filter((alert) => alert.type === 'panic' && typeof alert.deviceId === 'number'),
    [red],
  );
  const panicDevices = useMemo(() => new Set(panics.map((alert) => alert.deviceId as number)), [panics]);
  const listed = useMemo(
    () => currentDevices(data?.devices ?? [], moves, panicDevices, now),
    [data, moves, panicDevices, now],
  );
  const devices = useMemo(() => listed.filter(isLocated), [listed]);
  const [focus, setFocus] = useState<Focus | null>(null);
  const pick = (deviceId: number) => setFocus((before) => ({ deviceId, n: (before?.n ?? 0) + 1 }));
  const newestPanic = panics.reduce<(typeof panics)[number] | undefined>(
    (a, b) => (!a || b.id > a.id ? b : a),
    undefined,
  );
  const panicDeviceId = (newestPanic?.deviceId as number | undefined) ?? null;
  const unlocated = (data?.devices.length ?? 0) - devices.length;
  const t = (key: string, values?: Record<string, unknown>) => translate(`patrol.liveMap.${key}`, values);
  return (
    <Box>
      <PageTitle title="patrol.liveMap.title" />
      {isError && <Alert severity="error">{t('failed')}</Alert>}
      {data ? (
        <>
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
            data-testid="live-map-legend"
          >
            {MAP_STATES.map((state) => (
              <Chip
                key={state}
                size="small"
                label={t('legend', {
                  state: t(`states.${state}`),
                  count: listed.filter((d) => d.state === state).length,
                })}
                sx={{ bgcolor: STATE_COLORS[state], color: '#fff', fontWeight: 600 }}
              />
            ))}
            <Typography variant="caption" color="text.secondary">
              {t('silentNote', { minutes: SILENT_MINUTES, offline: data.offlineAfterMinutes })}
              {unlocated > 0 ? ` · ${t('notLocated', { smart_count: unlocated })}` : ''}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
            <DeviceList devices={listed} selectedId={focus?.deviceId ?? null} onPick={pick} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <LiveMapView devices={devices} sites={data.sites} panicDeviceId={panicDeviceId} focus={focus} />
            </Box>
          </Box>
        </>
      ) : (
        !isError && <LoadSkeleton rows={6} />
      )}
    </Box>
  );
};
