import { Alert, Box, Card, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ATTENDANCE_RANGE } from '../../../contract/attendance';
import { useSelectedCompany, useSelectedSite } from '../../authProvider/useSession';
import { PageTitle } from '../../common/PageTitle';
import { ShiftDateRange } from '../../common/shiftRange/ShiftDateRange';
import { checkRange, defaultRange } from '../../common/shiftRange/shiftDays';
import { AttendanceTable } from './AttendanceTable';
import { ALL_SITES, type SiteChoice, SitePicker } from './SitePicker';
import { useClockTimes } from './useClockTimes';

/** The site the site area works on, when it is one of the company the console acts in. */
function useStartingSite(): SiteChoice | null {
  const site = useSelectedSite();
  const company = useSelectedCompany();
  return site && site.companyId === company?.id ? site.id : null;
}

/**
 * company/attendance (spec part 2 §2 'Attendance'): a site (or all sites), a date range checked by the §5 rules, and who clocked
 * in and out there. The server answers the whole range at once; the table pages it.
 */
export const AttendancePage = () => {
  const translate = useTranslate();
  const startingSite = useStartingSite();
  const [siteId, setSiteId] = useState(startingSite);
  const [range, setRange] = useState(defaultRange);
  const checked = checkRange(range, ATTENDANCE_RANGE);
  const problem = 'problem' in checked ? checked.problem : null;
  const { data = [], isPending, error } = useClockTimes(siteId, 'problem' in checked ? null : checked);
  return (
    <>
      <PageTitle title="patrol.attendance.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SitePicker allSites value={siteId} onChange={setSiteId} />
        <ShiftDateRange range={range} onChange={setRange} error={!!problem} size="small" />
      </Box>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(problem, { _: problem })}
        </Alert>
      )}
      {error && !problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message ? translate(error.message, { _: error.message }) : translate('patrol.attendance.loadFailed')}
        </Alert>
      )}
      {!problem && !error && (
        <Card sx={{ overflowX: 'auto' }}>
          {siteId === null ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('patrol.attendance.chooseSite')}
            </Typography>
          ) : (
            <AttendanceTable shifts={data} isPending={isPending} allSites={siteId === ALL_SITES} />
          )}
        </Card>
      )}
    </>
  );
};
