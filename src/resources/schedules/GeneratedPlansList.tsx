import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { SearchInput, useTranslate } from 'react-admin';
import { useSelectedSite } from '../../authProvider/useSession';
import { PagedList } from '../../common/PagedList';
import { PlanDayFilter } from './PlanDayFilter';
import { PlansByDay } from './PlansByDay';
import { dayPeriod } from './planDay';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * 'Generated schedule plans': one line per tag of each plan that has not ended, paged by the server and grouped
 * by the day the plan starts; a day chosen keeps that day's plans only (filtered on the server).
 */
export const GeneratedPlansList = () => {
  const translate = useTranslate();
  const site = useSelectedSite();
  const [day, setDay] = useState('');
  const period = dayPeriod(day);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 4, mb: 1 }}>
        <Typography variant="h6" component="h3" id="generated-plans-title" sx={{ flex: 1 }}>
          {translate('patrol.plans.title')}
        </Typography>
        <PlanDayFilter day={day} onChange={setDay} />
      </Box>
      <PagedList
        // A new day starts again on the first page.
        key={day}
        resource="schedulePlans"
        bySite
        filter={{ siteId: site?.id, ...period }}
        sortField="startTime"
        filters={filters}
        disableSyncWithLocation
        storeKey={false}
        aria-labelledby="generated-plans-title"
      >
        <PlansByDay filtered={period !== null} />
      </PagedList>
    </>
  );
};
