import { Typography } from '@mui/material';
import { FormDataConsumer, useLocale, useTranslate } from 'react-admin';
import { SCHEDULE_OFFSET_MINUTES } from '../../../contract/constants';
import { nightRuns } from './nightRuns';
import { browserOffsetMinutes } from './scheduleTime';
import { WEEK } from './scheduleValues';

/** Beside the weekday checks: the days and South African times the night window runs, e.g. 'runs Saturday 00:00–05:00'. */
export const NightRunsLine = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const runs = nightRuns(formData);
        if (!runs) return null;
        const days =
          runs.days.length === WEEK.length
            ? translate('patrol.schedules.everyDay')
            : new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                runs.days.map((day) => translate(`patrol.schedules.days.${day}`)),
              );
        const zone =
          browserOffsetMinutes() === SCHEDULE_OFFSET_MINUTES ? '' : translate('patrol.schedules.southAfricanTime');
        return (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`patrol.schedules.nightRuns.${runs.when}`, { days, start: runs.start, end: runs.end, zone })}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
};
