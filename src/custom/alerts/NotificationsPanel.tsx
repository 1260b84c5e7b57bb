import {
  Alert,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEpoch } from '../../common/dateTime';
import { DetailPanel } from './DetailPanel';
import { NotificationStatus } from './NotificationStatus';
import { useAlertNotifications } from './useAlertNotifications';

const K = 'patrol.escalation.notifications';

const NotificationsTable = ({ eventGuid }: { eventGuid: string }) => {
  const translate = useTranslate();
  const { data, isPending, isError, error, refetch, isFetching } = useAlertNotifications(eventGuid);
  if (isPending) return <LinearProgress aria-label={translate(`${K}.loading`)} />;
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => refetch()}>
            {translate('patrol.escalation.retry')}
          </Button>
        }
      >
        {translate(`${K}.failed`)} {error instanceof Error ? error.message : ''}
      </Alert>
    );
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${K}.empty`)}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate(`${K}.title`)} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          {['step', 'who', 'channel', 'when', 'status'].map((column) => (
            <TableCell key={column}>{translate(`${K}.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={row.id} data-step={row.step ?? 0}>
            <TableCell>{row.step === null ? translate(`${K}.firstWord`) : row.step}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.recipient}</TableCell>
            <TableCell>{translate(`patrol.escalation.channel.${row.channel}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatEpoch(row.createdAt)}</TableCell>
            <TableCell>
              <NotificationStatus row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

interface NotificationsPanelProps {
  /** The alert's eventGuid. */
  eventGuid: string;
  defaultExpanded?: boolean;
}

/** Who the alert notified, through which channel, when, at which escalation step, and whether it was delivered. */
export const NotificationsPanel = ({ eventGuid, defaultExpanded }: NotificationsPanelProps) => (
  <DetailPanel title={`${K}.title`} defaultExpanded={defaultExpanded}>
    <NotificationsTable eventGuid={eventGuid} />
  </DetailPanel>
);
