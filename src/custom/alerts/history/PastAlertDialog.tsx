import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AlertHistoryRow } from '../../../../contract/alertHistory';
import { historyTime } from '../../../common/dateTime';
import type { PatrolDataProvider } from '../../../dataProvider';
import { AlertSheet } from '../AlertSheet';
import { responseTime } from './historyText';

/** Who answered a past alert, when, how long after it and what they wrote; or that nobody has. */
const Answer = ({ row }: { row: AlertHistoryRow }) => {
  const translate = useTranslate();
  if (row.answeredAt === null) {
    return (
      <Alert severity="warning" data-testid="past-answer">
        {translate('patrol.alertHistory.sheet.notAnswered')}
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="past-answer">
      {translate('patrol.alertHistory.sheet.answered', {
        name: row.answeredBy ?? translate('patrol.alertHistory.removed'),
        time: historyTime(row.answeredAt),
        took: responseTime(row.responseSeconds ?? 0, translate),
        message: row.response ?? '',
      })}
    </Alert>
  );
};

/**
 * A past alert of the history, opened from its row: the same sheet the live dialog shows (what happened, where,
 * the notifications and escalation steps with their delivery) with its answer in place of the response form.
 */
export const PastAlertDialog = ({ row, onClose }: { row: AlertHistoryRow; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data: alert, isError } = useQuery({
    queryKey: ['alarmAlert', row.eventGuid],
    queryFn: () => dataProvider.alertByGuid(row.eventGuid),
  });
  const close = (
    <DialogActions>
      <Button onClick={onClose}>{translate('patrol.alertHistory.sheet.close')}</Button>
    </DialogActions>
  );
  if (!alert) {
    return (
      <Dialog open onClose={onClose} aria-label={row.what}>
        <DialogContent>
          {isError ? (
            <Alert severity="error">{translate('patrol.alertHistory.sheet.loadFailed')}</Alert>
          ) : (
            <CircularProgress aria-label={translate('patrol.alertHistory.loading')} />
          )}
        </DialogContent>
        {close}
      </Dialog>
    );
  }
  return (
    <AlertSheet alert={alert} onClose={onClose} waits={false}>
      <DialogContent sx={{ pt: 0 }}>
        <Answer row={row} />
      </DialogContent>
      {close}
    </AlertSheet>
  );
};
