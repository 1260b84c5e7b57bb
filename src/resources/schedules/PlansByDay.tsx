import { Box, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  type ListControllerResult,
  type RaRecord,
  useListContext,
  useTranslate,
} from 'react-admin';
import { planTime } from '../../common/dateTime';
import { dayHeading, groupByDay } from './planDay';

const PlanLines = () => (
  <DataTable rowClick={false} bulkActionButtons={false}>
    <DataTable.Col source="routeName" label="patrol.plans.route" />
    <DataTable.Col source="schedulePlanId" label="patrol.plans.planId" disableSort />
    <DataTable.Col
      source="startTime"
      label="patrol.plans.start"
      render={(record: RaRecord) => planTime(record.startTime)}
    />
    <DataTable.Col
      source="endTime"
      label="patrol.plans.end"
      disableSort
      render={(record: RaRecord) => planTime(record.endTime)}
    />
    <DataTable.Col source="name" label="patrol.plans.tag" />
    <DataTable.Col
      source="estimatedScanEpoch"
      label="patrol.plans.scanTime"
      disableSort
      render={(record: RaRecord) => planTime(record.estimatedScanEpoch)}
    />
  </DataTable>
);

/**
 * The page of plan lines, a table per day the plans start on (a heading with the day above each); the headers
 * still sort the whole list on the server. Says so when no plan is left to show.
 */
export const PlansByDay = ({ filtered }: { filtered: boolean }) => {
  const translate = useTranslate();
  const list = useListContext();
  if (!list.isPending && !list.data?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate(filtered ? 'patrol.plans.noneOnDay' : 'patrol.plans.none')}
      </Typography>
    );
  }
  return groupByDay(list.data ?? []).map(({ day, records }) => (
    <Box key={day} component="section" aria-labelledby={`plans-day-${day}`}>
      <Typography variant="subtitle1" component="h4" id={`plans-day-${day}`} sx={{ px: 2, pt: 2, fontWeight: 500 }}>
        {dayHeading(day)}
      </Typography>
      <ListContextProvider value={{ ...list, data: records } as ListControllerResult}>
        <PlanLines />
      </ListContextProvider>
    </Box>
  ));
};
