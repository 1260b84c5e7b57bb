import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useParams } from 'react-admin';
import type { HistoryRequest } from '../../../contract/tracking';
import { PageTitle } from '../../common/PageTitle';
import { defaultRange } from '../../common/shiftRange/shiftDays';
import { lazyMap } from '../../map/lazyMap';
import { EventLegend } from './EventLegend';
import type { FlyTarget } from './FlyToPoint';
import { HistoryPanel } from './HistoryPanel';
import type { HistoryRow } from './historyRows';
import { NO_TIMES } from './historyTimes';
import { PlaybackControls } from './PlaybackControls';
import type { PlaybackAction } from './playback';
import { TrackingFilters } from './TrackingFilters';
import { TrackingStatus } from './TrackingStatus';
import { indexAtTime } from './trackTime';
import { useLiveLocation } from './useLiveLocation';
import { usePlayback } from './usePlayback';
import { type TrackRequest, useTrackHistory } from './useTrackHistory';
import { useTrackingSite } from './useTrackingSite';

const MAP_HEIGHT = 520;
const TrackMap = lazyMap(() => import('./TrackMap').then((m) => m.TrackMap), MAP_HEIGHT);

const idOf = (param: string | undefined) => (param && Number(param) > 0 ? Number(param) : null);

/**
 * company/site/xtra/tracking[/{deviceId}] (spec part 2 §2 'Tracking'): where a device of the site has been over
 * a date range (narrowed to optional From and To times), replayed on the map with its scans and alerts and the
 * site's boundary and tags, and listed together in the history table. The id in the path preselects the device.
 */
export const TrackingPage = () => {
  const notify = useNotify();
  const { id } = useParams<{ id: string }>();
  const [deviceId, setDeviceId] = useState(() => idOf(id));
  const [range, setRange] = useState(defaultRange);
  const [times, setTimes] = useState(NO_TIMES);
  const [request, setRequest] = useState<TrackRequest | null>(null);
  const history = useTrackHistory(request);
  const [playback, dispatch] = usePlayback(history.locations);
  const [fly, setFly] = useState<FlyTarget | null>(null);
  const live = useLiveLocation(playback.mode === 'live' ? deviceId : null);
  const site = useTrackingSite();

  useEffect(() => setDeviceId(idOf(id)), [id]);
  useEffect(() => {
    if (!live.unknown) return;
    notify('patrol.tracking.cannotMark', { type: 'warning' });
    dispatch({ type: 'stop' });
  }, [live.unknown, notify, dispatch]);

  const act = (action: PlaybackAction) => {
    if ((action.type === 'play' || action.type === 'fastForward') && history.locations.length === 0) {
      notify('patrol.tracking.noPlaybackHistory', { type: 'warning' });
      return;
    }
    dispatch(action);
  };
  /** A location row puts the playback there; a scan or alert row at its time, and flies to where it happened. */
  const select = (row: HistoryRow) => {
    const index = row.kind === 'location' ? row.index : indexAtTime(history.locations, row.event.sentAt);
    dispatch({ type: 'jump', index });
    const { latitude, longitude } = row.kind === 'location' ? row.point : row.event;
    if (latitude !== null && longitude !== null) setFly({ latitude, longitude });
  };
  const chooseDevice = (next: number) => {
    setDeviceId(next);
    setRequest(null);
  };
  const refresh = (body: HistoryRequest) =>
    setRequest((previous) => ({ ...body, attempt: (previous?.attempt ?? 0) + 1 }));
  const shown = history.locations.length > 0;

  return (
    <>
      <PageTitle title="patrol.tracking.title" />
      <TrackingFilters
        deviceId={deviceId}
        onDevice={chooseDevice}
        range={range}
        onRange={setRange}
        times={times}
        onTimes={setTimes}
        onRefresh={refresh}
        loading={history.loading}
      />
      <PlaybackControls
        state={playback}
        points={history.locations}
        events={history.events}
        onAction={act}
        liveDisabled={deviceId === null}
      />
      <Box sx={{ mb: 2 }}>
        <TrackingStatus
          requested={request !== null}
          loading={history.loading}
          error={history.error}
          count={history.loaded ? history.locations.length : null}
          unplaced={history.events.filter((event) => event.latitude === null).length}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: shown ? 'minmax(0, 1fr) 420px' : 'minmax(0, 1fr)' },
        }}
      >
        <Box>
          {site && (
            <TrackMap
              site={site}
              points={history.locations}
              events={history.events}
              index={playback.index}
              live={playback.mode === 'live' ? live.point : null}
              fly={fly}
              height={MAP_HEIGHT}
            />
          )}
          <EventLegend
            events={history.events}
            tags={site?.tags.filter((tag) => typeof tag.latitude === 'number').length ?? 0}
          />
        </Box>
        {shown && (
          <HistoryPanel
            key={request?.attempt}
            points={history.locations}
            events={history.events}
            index={playback.index}
            onSelect={select}
          />
        )}
      </Box>
    </>
  );
};
