import { Box, Card, CardContent, Slider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';
import { eventSummary } from './eventText';
import { NextEventButton } from './NextEventButton';
import { eventsAt, nextEvent } from './nextEvent';
import { PlaybackButtons } from './PlaybackButtons';
import { PlaybackSpeed } from './PlaybackSpeed';
import type { PlaybackAction, PlaybackState } from './playback';
import { indexAtTime } from './trackTime';

interface PlaybackControlsProps {
  state: PlaybackState;
  points: readonly DeviceLocation[];
  events: readonly DeviceEvent[];
  onAction: (action: PlaybackAction) => void;
  liveDisabled: boolean;
}

/**
 * The playback buttons, its speed, 'Next event', the time slider over the period's points and where the
 * playback is (with the scans and alerts of that point).
 */
export const PlaybackControls = ({ state, points, events, onAction, liveDisabled }: PlaybackControlsProps) => {
  const translate = useTranslate();
  const first = points[0]?.sentAt ?? 0;
  const last = points[points.length - 1]?.sentAt ?? 0;
  const current = state.index === null ? undefined : points[state.index];
  const mode = translate(`patrol.tracking.playback.modes.${state.mode}`);
  const here = eventsAt(events, points, state.index).map((event) => eventSummary(event, translate));
  const where = current
    ? [
        trackTime(current.sentAt),
        translate('patrol.tracking.playback.position', {
          index: ((state.index ?? 0) + 1).toLocaleString(),
          count: points.length.toLocaleString(),
        }),
        ...here,
      ].join(' · ')
    : '';
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, py: 1 }}>
        <PlaybackButtons mode={state.mode} onAction={onAction} liveDisabled={liveDisabled} />
        <PlaybackSpeed speed={state.speed} onChange={(speed) => onAction({ type: 'speed', speed })} />
        <NextEventButton
          next={nextEvent(events, points, state.index)}
          onJump={(index) => onAction({ type: 'jump', index })}
        />
        <Box sx={{ flex: '1 1 240px', px: 1, display: 'flex', alignItems: 'center' }}>
          <Slider
            aria-label={translate('patrol.tracking.playback.slider')}
            min={first}
            max={Math.max(last, first + 1)}
            step={1}
            value={current?.sentAt ?? first}
            disabled={points.length < 2}
            valueLabelDisplay={points.length < 2 ? 'off' : 'auto'}
            valueLabelFormat={trackTime}
            getAriaValueText={trackTime}
            onChange={(_event, value) => onAction({ type: 'jump', index: indexAtTime(points, value as number) })}
          />
        </Box>
        <Typography variant="body2" sx={{ flex: '1 1 300px' }} data-testid="playback-status">
          <strong>{mode}</strong>
          {where && ` · ${where}`}
        </Typography>
      </CardContent>
    </Card>
  );
};
