import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hourMinute } from '../../common/dateTime';
import type { LiveAlert } from '../../realtime/types';
import { useAcknowledgeAlerts } from './useAcknowledgeAlerts';

/** Whether what the alert warned of is over: the handset back online, or back inside its site. */
export const isCleared = (alert: LiveAlert): boolean =>
  typeof alert.backOnlineAt === 'number' || typeof alert.returnedAt === 'number';

/**
 * What followed an alert, on its row: how many times it was raised, the handset back online or inside, and a patrol's
 * verdict revised since.
 */
export const FollowUp = ({ alert }: { alert: LiveAlert }) => {
  const translate = useTranslate();
  const repeats = typeof alert.repeats === 'number' ? alert.repeats : null;
  const back =
    typeof alert.backOnlineAt === 'number'
      ? translate('patrol.alerts.followUp.backOnline', { time: hourMinute(alert.backOnlineAt) })
      : typeof alert.returnedAt === 'number'
        ? translate('patrol.alerts.followUp.returned', { time: hourMinute(alert.returnedAt) })
        : null;
  const revision = alert.revisedTo as
    | { status?: string; tagsScanned?: number; tagsExpected?: number; revisedAt?: number }
    | undefined;
  const revised =
    revision && typeof revision.revisedAt === 'number'
      ? translate('patrol.alerts.followUp.revisedTo', {
          status: translate(`patrol.alerts.patrolStatus.${revision.status}`, { _: revision.status ?? '' }),
          scanned: revision.tagsScanned ?? '',
          expected: revision.tagsExpected ?? '',
          time: hourMinute(revision.revisedAt),
        })
      : null;
  if (!repeats && !back && !revised) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      {repeats && (
        <Chip
          size="small"
          data-testid="alert-repeats"
          label={`×${repeats}`}
          title={translate('patrol.alerts.followUp.repeats', {
            count: repeats,
            time: typeof alert.lastAt === 'number' ? hourMinute(alert.lastAt) : '',
          })}
        />
      )}
      {back && (
        <Typography variant="body2" data-testid="alert-back" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {back}
        </Typography>
      )}
      {revised && (
        <Typography variant="body2" data-testid="alert-revised" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {revised}
        </Typography>
      )}
    </Box>
  );
};

/** One click acknowledges an alert that is over (the handset back): it leaves the boxes. */
export const AcknowledgeCleared = ({ alert, title }: { alert: LiveAlert; title: string }) => {
  const translate = useTranslate();
  const { mutate, isPending } = useAcknowledgeAlerts(() => undefined);
  return (
    <Button
      size="small"
      variant="outlined"
      color="success"
      startIcon={<CheckIcon />}
      disabled={isPending}
      onClick={() => mutate([alert])}
      aria-label={translate('patrol.alerts.followUp.acknowledgeLabel', { what: title })}
      data-testid="alert-acknowledge-cleared"
      sx={{ ml: 2, mb: 1, flexShrink: 0 }}
    >
      {translate('patrol.alerts.followUp.acknowledge')}
    </Button>
  );
};
