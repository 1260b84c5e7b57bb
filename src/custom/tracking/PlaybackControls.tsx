import { Box, Card, CardContent, Slider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceLocation } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';
import { PlaybackButtons } from './PlaybackButtons';
import type { PlaybackAction, PlaybackState } from './playback';
import { indexAtTime } from './trackTime';

interface PlaybackControlsProps {
  state: PlaybackState;
  points: readonly DeviceLocation[];
  onAction: (action: PlaybackAction) => void;
  liveDisabled: boolean;
}

/** The playback buttons, the time slider over the period's points and where the playback is. */
export const PlaybackControls = ({ state, points, onAction, liveDisabled }: PlaybackControlsProps) => {
  const translate = useTranslate();
  const first = points[0]?.sentAt ?? 0;
  const last = points[points.length - 1]?.sentAt ?? 0;
  const current = state.index === null ? undefined : points[state.index];
  const mode = translate(`patrol.tracking.playback.modes.${state.mode}`);
  const where = current
    ? `${trackTime(current.sentAt)} · ${translate('patrol.tracking.playback.position', {
        index: ((state.index ?? 0) + 1).toLocaleString(),
        count: points.length.toLocaleString(),
      })}`
    : '';
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1, py: 1 }}>
        <PlaybackButtons mode={state.mode} onAction={onAction} liveDisabled={liveDisabled} />
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
        <Typography variant="body2" sx={{ minWidth: 300 }} data-testid="playback-status">
          <strong>{mode}</strong>
          {where && ` · ${where}`}
        </Typography>
      </CardContent>
    </Card>
  );
};
