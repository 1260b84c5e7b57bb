import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertClass } from '../../contract/events';
import { ALERT_COLORS } from '../custom/alerts/alertColors';
import { ALERT_CLASSES } from '../realtime/alertLists';
import { useAlertCount, useAlertsLoaded } from '../realtime/LiveContext';

const Counter = ({ alertClass }: { alertClass: AlertClass }) => {
  const translate = useTranslate();
  const count = useAlertCount(alertClass);
  const loaded = useAlertsLoaded();
  const colors = ALERT_COLORS[alertClass];
  const name = translate(`patrol.alerts.counterNames.${alertClass}`);
  const label = loaded
    ? translate('patrol.live.counter', { name, count })
    : translate('patrol.live.counterLoading', { name });
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="status"
        aria-label={label}
        data-testid={`counter-${alertClass}`}
        data-count={loaded ? count : undefined}
        aria-busy={!loaded}
        sx={{
          minWidth: 32,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          textAlign: 'center',
          fontWeight: 600,
          bgcolor: colors.main,
          color: colors.contrastText,
          border: '1px solid rgba(255,255,255,0.6)',
        }}
      >
        {loaded ? count : '…'}
      </Box>
    </Tooltip>
  );
};

/** The live alert counters per colour (not for a sys-admin). */
export const AlertCounters = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.75 }} role="group" aria-label={translate('patrol.live.counters')}>
      {ALERT_CLASSES.map((alertClass) => (
        <Counter key={alertClass} alertClass={alertClass} />
      ))}
    </Box>
  );
};
