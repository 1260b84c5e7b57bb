import { Box, Typography } from '@mui/material';
import { NumberInput, SaveButton, SelectInput, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { CheckboxInput } from '../../common/CheckboxInput';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { useGuardedSave } from '../../common/useGuardedSave';
import { PATHS } from '../../routes';
import { NightRunsLine } from './NightRunsLine';
import { WEEK, windowSwitches } from './scheduleValues';
import { TimeWindowInput } from './TimeWindowInput';
import { TimezoneNotice } from './TimezoneNotice';
import { useHasUpcomingPlans } from './useSchedulePlans';
import { useSiteRoutes } from './useSiteRoutes';
import { scheduleFormProblem } from './validateSchedule';

const ScheduleToolbar = ({ upcoming }: { upcoming: boolean }) => (
  <Toolbar sx={{ gap: 2, justifyContent: 'flex-end' }}>
    <DeleteRecordButton
      label="patrol.schedules.delete"
      action="patrol.schedules.deleteAction"
      details={upcoming ? MESSAGES.schedule.upcomingWarning : undefined}
      successMessage={MESSAGES.schedule.removed}
      errorMessage={MESSAGES.schedule.failed}
      redirectTo={PATHS.schedules}
    />
    <SaveButton label="patrol.schedules.save" />
  </Toolbar>
);

/**
 * Schedule detail in local time (spec part 2 §2): route, day and night windows with their switches, Repeat Every,
 * Randomize Starting Point and the weekdays. Save and Delete ask first and warn when plans are coming.
 */
export const ScheduleForm = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const readOnly = !canAccess(useRole(), { resource: 'schedules', action: 'save' });
  const { routes, durationOf } = useSiteRoutes();
  const upcoming = useHasUpcomingPlans(record?.id);
  const { onSubmit, dialog } = useGuardedSave({
    check: (values) => scheduleFormProblem(values, durationOf(values.routeId)),
    confirm: {
      action: 'patrol.schedules.saveAction',
      details: upcoming ? MESSAGES.schedule.upcomingWarning : undefined,
    },
  });
  return (
    <>
      <SimpleForm
        noValidate
        onSubmit={onSubmit}
        defaultValues={windowSwitches(record)}
        toolbar={readOnly ? false : <ScheduleToolbar upcoming={upcoming} />}
      >
        <TimezoneNotice />
        <SelectInput
          source="routeId"
          label="patrol.schedules.fields.route"
          choices={routes}
          optionText="name"
          readOnly={readOnly}
          fullWidth
        />
        <TimeWindowInput window="Day" readOnly={readOnly} />
        <TimeWindowInput window="Night" readOnly={readOnly} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          <NumberInput
            source="repeatMinutes"
            label="patrol.schedules.fields.repeatMinutes"
            min={1}
            step={1}
            readOnly={readOnly}
          />
          <CheckboxInput source="randomizeStart" label="patrol.schedules.fields.randomizeStart" readOnly={readOnly} />
        </Box>
        <Typography variant="subtitle2" component="h3">
          {translate('patrol.schedules.daysTitle')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          {WEEK.map((day) => (
            <CheckboxInput key={day} source={day} label={`patrol.schedules.days.${day}`} readOnly={readOnly} />
          ))}
        </Box>
        <NightRunsLine />
      </SimpleForm>
      {dialog}
    </>
  );
};
