import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useUnheardRed } from '../../realtime/LiveContext';
import type { LiveAlert } from '../../realtime/types';
import { alertSummary } from './alertSummary';
import { alertTime, alertTitle } from './alertText';

/**
 * Over an open alert dialog: the newest red alert that arrived while it was open (the alarm sounds for it), naming
 * its site, with a button that opens it in the dialog's place. An operator writing up a routine alert is never left
 * with a panic they cannot see.
 */
export const NewRedAlertBanner = ({ onOpen }: { onOpen: (alert: LiveAlert) => void }) => {
  const translate = useTranslate();
  const [newest, ...older] = useUnheardRed();
  if (!newest) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      data-testid="new-red-alert"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => onOpen(newest)}
        >
          {translate('patrol.alerts.newRed.open')}
        </Button>
      }
    >
      <strong>
        {translate('patrol.alerts.newRed.title', {
          title: alertTitle(newest, translate),
          site: newest.site?.name ?? translate('patrol.alerts.unknownValue'),
        })}
      </strong>
      {' · '}
      {translate('patrol.alerts.panicNotice.body', {
        summary: alertSummary(newest, translate),
        time: alertTime(newest),
      })}
      {older.length > 0 && ` ${translate('patrol.alerts.newRed.more', { smart_count: older.length })}`}
    </Alert>
  );
};
