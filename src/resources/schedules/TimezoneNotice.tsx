import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '../../../contract/constants';
import { fill, MESSAGES } from '../../../contract/messages';
import { offsetText, zoneOffsetSeconds } from '../../../contract/timeZone';
import { companyZone } from '../../common/dateTime';
import { browserOffsetMinutes, offsetLabel } from './scheduleTime';

/** Whether the browser's clock differs from the company's now (the schedule's times are the company's). */
export const browserOffClock = (zone = companyZone()) =>
  browserOffsetMinutes() * 60 !== zoneOffsetSeconds(Date.now() / 1000, zone);

/**
 * The time notice, in orange, when the browser's clock is not the company's (spec part 2 §2): the spec's words for a
 * South African company; the company's zone and offset for another.
 */
export const TimezoneNotice = () => {
  const translate = useTranslate();
  const zone = companyZone();
  if (!browserOffClock(zone)) return null;
  const offset = offsetLabel(browserOffsetMinutes());
  const text =
    zone === DEFAULT_TIME_ZONE
      ? fill(MESSAGES.schedule.timezoneNotice, { offset })
      : fill(MESSAGES.schedule.timezoneNoticeCompany, {
          zone,
          companyOffset: offsetText(Date.now() / 1000, zone),
          offset,
        });
  return (
    <Typography role="note" sx={{ color: '#ef6c00', fontWeight: 500, mb: 2 }}>
      {translate(text, { _: text })}
    </Typography>
  );
};
