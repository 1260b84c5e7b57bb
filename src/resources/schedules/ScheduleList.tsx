import { DataTable, type RaRecord, useTranslate } from 'react-admin';
import { windowOn } from '../../../contract/validation';
import { ListPage } from '../../common/ListPage';
import { PATHS } from '../../routes';
import { GeneratedPlansList } from './GeneratedPlansList';
import { utcToLocal } from './scheduleTime';
import { WEEK } from './scheduleValues';
import { WeekdayCheck } from './WeekdayChecks';

/** A window's start in local time, shown only when the window is on (start differs from end). */
const startOf = (start: unknown, end: unknown) =>
  typeof start === 'string' && typeof end === 'string' && windowOn(start, end) ? utcToLocal(start) : '';

/** A weekday's column: as narrow as its box, so the table fits beside the menu at 1024 px. */
const WEEKDAY_CELL = { px: 0.25, textAlign: 'center' } as const;

/** The site's schedules (pages of 10, 25, 100) and, below, the plans generated from them. */
export const ScheduleList = () => {
  const translate = useTranslate();
  return (
    <>
      <ListPage
        resource="schedules"
        bySite
        sortField="routeName"
        disableSyncWithLocation
        title="patrol.schedules.title"
        addLabel="patrol.schedules.add"
        addPath={PATHS.schedule('new')}
        rowClick={PATHS.schedule}
      >
        <DataTable.Col source="routeName" label="patrol.schedules.columns.route" />
        <DataTable.Col
          source="startTimeDay"
          label="patrol.schedules.columns.startTimeDay"
          render={(record: RaRecord) => startOf(record.startTimeDay, record.endTimeDay)}
        />
        <DataTable.Col
          source="startTimeNight"
          label="patrol.schedules.columns.startTimeNight"
          render={(record: RaRecord) => startOf(record.startTimeNight, record.endTimeNight)}
        />
        <DataTable.Col
          source="repeatMinutes"
          label="patrol.schedules.columns.repeatMinutes"
          render={(record: RaRecord) => translate('patrol.schedules.minutes', { n: record.repeatMinutes })}
        />
        {WEEK.map((day) => (
          <DataTable.Col
            key={day}
            label={`patrol.schedules.short.${day}`}
            disableSort
            sx={WEEKDAY_CELL}
            render={(record: RaRecord) => <WeekdayCheck record={record} day={day} />}
          />
        ))}
      </ListPage>
      <GeneratedPlansList />
    </>
  );
};
