import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCHEDULE_OFFSET_MINUTES } from '../../../contract/constants';
import { fill, MESSAGES } from '../../../contract/messages';
import { browserOffsetMinutes, offsetLabel } from './scheduleTime';

/** The South African time notice, in orange, when the browser is not at UTC+02:00 (spec part 2 §2). */
export const TimezoneNotice = () => {
  const translate = useTranslate();
  const offset = browserOffsetMinutes();
  if (offset === SCHEDULE_OFFSET_MINUTES) return null;
  const text = fill(MESSAGES.schedule.timezoneNotice, { offset: offsetLabel(offset) });
  return (
    <Typography role="note" sx={{ color: '#ef6c00', fontWeight: 500, mb: 2 }}>
      {translate(text, { _: text })}
    </Typography>
  );
};
