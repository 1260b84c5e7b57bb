import FastForwardIcon from '@mui/icons-material/FastForward';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { PlaybackAction, PlaybackMode } from './playback';

type Command = 'stop' | 'pause' | 'play' | 'fastForward' | 'live';

const BUTTONS: { command: Command; icon: ReactElement; pressedIn: PlaybackMode[] }[] = [
  { command: 'stop', icon: <StopIcon />, pressedIn: ['stopped'] },
  { command: 'pause', icon: <PauseIcon />, pressedIn: ['paused'] },
  { command: 'play', icon: <PlayArrowIcon />, pressedIn: ['playing'] },
  { command: 'fastForward', icon: <FastForwardIcon />, pressedIn: ['fastForward'] },
  { command: 'live', icon: <MyLocationIcon />, pressedIn: ['live'] },
];

interface PlaybackButtonsProps {
  mode: PlaybackMode;
  onAction: (action: PlaybackAction) => void;
  /** Live needs a device; the others are always offered (playing no history says so). */
  liveDisabled: boolean;
}

/** Stop, pause, play, fast forward and the current live location; the one in effect is shown pressed. */
export const PlaybackButtons = ({ mode, onAction, liveDisabled }: PlaybackButtonsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" role="toolbar" aria-label={translate('patrol.tracking.playback.label')}>
      {BUTTONS.map(({ command, icon, pressedIn }) => {
        const label = translate(`patrol.tracking.playback.${command}`);
        const pressed = pressedIn.includes(mode);
        const disabled = command === 'live' && liveDisabled;
        return (
          <Tooltip key={command} title={label}>
            <span>
              <IconButton
                aria-label={label}
                aria-pressed={pressed}
                color={pressed ? 'primary' : 'default'}
                disabled={disabled}
                onClick={() => onAction({ type: command })}
              >
                {icon}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
};
