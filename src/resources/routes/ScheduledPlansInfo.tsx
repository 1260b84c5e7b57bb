import { Alert, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';

/** 'Existing scheduled plans : {n}', and the warning (for those who may change it) when the route has upcoming plans. */
export const ScheduledPlansInfo = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record?.id) return null;
  const upcoming = (record.upcomingPlanIds ?? []).length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('patrol.routes.existingPlans', { n: upcoming })}
      </Typography>
      {upcoming > 0 && !readOnly && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(MESSAGES.route.upcomingWarning)}
        </Alert>
      )}
    </>
  );
};
