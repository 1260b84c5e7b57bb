import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveAlert } from '../../realtime/types';
import { useClock } from '../../realtime/useClock';
import { alertSummary, waitedSeconds, waitingText } from './alertSummary';

/** How long the alert has waited, growing with the shared clock. */
const Waiting = ({ alert }: { alert: LiveAlert }) => {
  const translate = useTranslate();
  const now = useClock();
  const seconds = waitedSeconds(alert, now);
  if (seconds === null) return null;
  return (
    <Typography
      variant="body2"
      component="span"
      data-testid="alert-waiting"
      sx={{ color: 'error.dark', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {waitingText(seconds, translate)}
    </Typography>
  );
};

/**
 * What a row says under its title: what happened, where (site and device in full, on a second line in a narrow box),
 * who, and how long it has waited.
 */
export const RowDetails = ({ alert, guard, waits }: { alert: LiveAlert; guard?: string; waits: boolean }) => {
  const translate = useTranslate();
  const where = [alert.site?.name, alert.device?.deviceName].filter(Boolean).join(' · ');
  return (
    <>
      <Typography variant="body2" data-testid="alert-summary" sx={{ overflowWrap: 'anywhere' }}>
        {alertSummary(alert, translate)}
      </Typography>
      {where && (
        <Typography variant="body2" color="text.secondary" data-testid="alert-where">
          {where}
        </Typography>
      )}
      {(guard || waits) && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" component="span" noWrap>
            {guard ? translate('patrol.alerts.guard', { name: guard }) : ''}
          </Typography>
          {waits && <Waiting alert={alert} />}
        </Box>
      )}
    </>
  );
};
