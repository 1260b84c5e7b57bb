import { Typography } from '@mui/material';
import { FormDataConsumer, useLocale, useTranslate } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '../../../contract/constants';
import { companyZone } from '../../common/dateTime';
import { nightRuns } from './nightRuns';
import { WEEK } from './scheduleValues';
import { browserOffClock } from './TimezoneNotice';

/** Beside the weekday checks: the days and company times the night window runs, e.g. 'runs Saturday 00:00–05:00'. */
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
        const company = companyZone();
        const zone = !browserOffClock(company)
          ? ''
          : company === DEFAULT_TIME_ZONE
            ? translate('patrol.schedules.southAfricanTime')
            : translate('patrol.schedules.companyTime', { zone: company });
        return (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`patrol.schedules.nightRuns.${runs.when}`, { days, start: runs.start, end: runs.end, zone })}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
};
