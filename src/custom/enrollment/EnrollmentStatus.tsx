import { Box, Button, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { RouteTagEnrollment } from '../../../contract/enrollment';
import { canAccess } from '../../authProvider/canAccess';
import { useRole } from '../../authProvider/useSession';
import { clockTime } from '../../common/dateTime';
import { useDecideTag } from './useDecideTag';

/** Accept and Decline for a Pending request; both wait while either is being sent. */
const DecisionButtons = ({ request }: { request: RouteTagEnrollment }) => {
  const translate = useTranslate();
  const { mutate, isPending } = useDecideTag();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        disabled={isPending}
        onClick={() => mutate({ decision: 'accept', id: request.id })}
      >
        {translate('patrol.enrollment.accept')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={isPending}
        onClick={() => mutate({ decision: 'decline', id: request.id })}
      >
        {translate('patrol.enrollment.decline')}
      </Button>
    </Box>
  );
};

/**
 * The Status column: Accept and Decline on a Pending request for those who may decide (admin, sys-admin),
 * otherwise the status, with who decided and when.
 */
export const EnrollmentStatus = () => {
  const translate = useTranslate();
  const request = useRecordContext<RouteTagEnrollment>();
  const mayDecide = canAccess(useRole(), { resource: 'tag-enrollment', action: 'save' });
  if (!request) return null;
  if (request.status === 'Pending' && mayDecide) return <DecisionButtons request={request} />;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {translate(`patrol.enrollment.statuses.${request.status}`, { _: request.status })}
      </Typography>
      {request.decidedBy && (
        <Typography variant="caption" color="text.secondary">
          {translate('patrol.enrollment.decided', {
            name: request.decidedBy,
            time: clockTime(request.decidedAt) ?? '',
          })}
        </Typography>
      )}
    </>
  );
};
