import { Typography } from '@mui/material';
import { format } from 'date-fns';
import { DataTable, type RaRecord, SearchInput, useTranslate } from 'react-admin';
import { PagedList } from '../../common/PagedList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Epoch seconds as the spec writes plan times: YYYY-MM-DD HH:mm (local time). */
export const planTime = (epochSeconds: unknown) =>
  typeof epochSeconds === 'number' ? format(new Date(epochSeconds * 1000), 'yyyy-MM-dd HH:mm') : '';

/** 'Generated schedule plans': one line per tag of each plan that has not ended, paged by the server. */
export const GeneratedPlansList = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1 }} id="generated-plans-title">
        {translate('patrol.plans.title')}
      </Typography>
      <PagedList
        resource="schedulePlans"
        bySite
        sortField="startTime"
        filters={filters}
        disableSyncWithLocation
        storeKey={false}
        aria-labelledby="generated-plans-title"
      >
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
      </PagedList>
    </>
  );
};
