import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceEvent } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';
import { eventSummary } from './eventText';

interface NextEventButtonProps {
  /** The next scan or alert on the path, or null when none lies ahead. */
  next: { event: DeviceEvent; index: number } | null;
  onJump: (index: number) => void;
}

/** 'Next event': puts the playback on the point of the next scan or alert, named in its tooltip. */
export const NextEventButton = ({ next, onJump }: NextEventButtonProps) => {
  const translate = useTranslate();
  const title = next
    ? `${eventSummary(next.event, translate)} · ${trackTime(next.event.sentAt)}`
    : translate('patrol.tracking.playback.noNextEvent');
  return (
    <Tooltip title={title}>
      <span>
        <Button size="small" startIcon={<SkipNextIcon />} disabled={!next} onClick={() => next && onJump(next.index)}>
          {translate('patrol.tracking.playback.nextEvent')}
        </Button>
      </span>
    </Tooltip>
  );
};
