import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PLAYBACK_SPEEDS, type PlaybackSpeed as Speed } from './playback';

/** 1×, 4× or 16×: how many points each step of play and fast forward covers. */
export const PlaybackSpeed = ({ speed, onChange }: { speed: Speed; onChange: (speed: Speed) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={speed}
      aria-label={translate('patrol.tracking.playback.speed')}
      onChange={(_event, value: Speed | null) => value && onChange(value)}
    >
      {PLAYBACK_SPEEDS.map((value) => (
        <ToggleButton key={value} value={value} sx={{ px: 1.25, py: 0.25 }}>
          {translate('patrol.tracking.playback.times', { speed: value })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
