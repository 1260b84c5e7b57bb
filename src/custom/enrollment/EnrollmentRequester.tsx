import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { RouteTagEnrollment } from '../../../contract/enrollment';
import { clockTime } from '../../common/dateTime';

/** The Tag Name column: the name, flagged when a tag of the site already has it. */
export const EnrollmentName = () => {
  const translate = useTranslate();
  const request = useRecordContext<RouteTagEnrollment>();
  if (!request) return null;
  return (
    <>
      <span>{request.name}</span>
      {request.nameTaken && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('patrol.enrollment.nameTaken')}
          sx={{ ml: 1 }}
        />
      )}
    </>
  );
};

/** The Asked column: the guard and handset that asked, and when the handset read the tag. */
export const EnrollmentRequester = () => {
  const request = useRecordContext<RouteTagEnrollment>();
  if (!request) return null;
  const who = [request.guardName, request.deviceName].filter(Boolean).join(' · ');
  return (
    <>
      {who && (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {who}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {clockTime(request.createdAt) ?? ''}
      </Typography>
    </>
  );
};
