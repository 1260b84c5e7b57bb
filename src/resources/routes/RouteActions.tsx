import { Box } from '@mui/material';
import { SaveButton, useRecordContext } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { PATHS } from '../../routes';

/** Save Route, and Delete Route for a saved one (warning that its schedules and plans go with it). */
export const RouteActions = () => {
  const record = useRecordContext();
  const hasSchedules = (record?.routeSchedulesCount ?? 0) > 0;
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
      <DeleteRecordButton
        label="patrol.routes.delete"
        action="patrol.routes.deleteAction"
        details={hasSchedules ? MESSAGES.route.removeWarning : undefined}
        successMessage={MESSAGES.route.removed}
        errorMessage={MESSAGES.route.removeFailed}
        redirectTo={PATHS.routes}
      />
      <SaveButton label="patrol.routes.save" />
    </Box>
  );
};
