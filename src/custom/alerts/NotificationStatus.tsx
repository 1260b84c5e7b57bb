import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertNotification } from '../../../contract/escalation';
import { formatEpoch } from '../../common/dateTime';

type Shown = 'pending' | 'sending' | 'sent' | 'delivered' | 'failed' | 'undeliverable';
const COLOR: Record<Shown, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  sending: 'info',
  sent: 'info',
  delivered: 'success',
  failed: 'error',
  undeliverable: 'warning',
};

/** A provider's delivery report wins over our own 'sent'. */
function shown(row: AlertNotification): Shown {
  if (row.deliveredAt !== null) return 'delivered';
  if (row.deliveryStatus && /fail|reject|undeliv|expired/i.test(row.deliveryStatus)) return 'failed';
  return (row.status in COLOR ? row.status : 'pending') as Shown;
}

/** Whether a message went, with when and, when it did not, the reason. */
export const NotificationStatus = ({ row }: { row: AlertNotification }) => {
  const translate = useTranslate();
  const state = shown(row);
  const reason = state === 'failed' || state === 'undeliverable' ? (row.lastError ?? row.deliveryStatus) : null;
  const when = state === 'delivered' ? row.deliveredAt : row.sentAt;
  return (
    <Box>
      <Chip size="small" color={COLOR[state]} label={translate(`patrol.escalation.notifications.statuses.${state}`)} />
      {when !== null && (state === 'sent' || state === 'delivered') && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {formatEpoch(when)}
        </Typography>
      )}
      {reason && (
        <Typography variant="caption" color="error" component="div">
          {reason}
        </Typography>
      )}
    </Box>
  );
};
