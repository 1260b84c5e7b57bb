import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import type { LiveAlert } from '../../realtime/types';
import { useAcknowledgeAlerts } from './useAcknowledgeAlerts';

interface AcknowledgeBarProps {
  /** Every alert of the box. */
  alerts: LiveAlert[];
  /** The alerts selected in it. */
  selected: LiveAlert[];
  onDone: () => void;
}

/**
 * 'Acknowledge selected (n)' and, set apart at the far end so one is not taken for the other, 'Acknowledge all', for a
 * box of routine alerts, each behind one confirmation.
 */
export const AcknowledgeBar = ({ alerts, selected, onDone }: AcknowledgeBarProps) => {
  const translate = useTranslate();
  const [asked, setAsked] = useState<LiveAlert[] | null>(null);
  const acknowledge = useAcknowledgeAlerts(onDone);
  const confirm = () => {
    if (asked) acknowledge.mutate(asked);
    setAsked(null);
  };
  const count = asked?.length ?? 0;
  const action =
    asked === alerts
      ? translate('patrol.alerts.acknowledge.confirmAll', { count })
      : translate('patrol.alerts.acknowledge.confirmSelected', { count });
  return (
    <Box sx={{ display: 'flex', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      {selected.length > 0 && (
        <Button size="small" variant="outlined" onClick={() => setAsked(selected)}>
          {translate('patrol.alerts.acknowledge.selected', { count: selected.length })}
        </Button>
      )}
      <Button
        size="small"
        color="warning"
        startIcon={<DoneAllIcon />}
        sx={{ ml: 'auto' }}
        disabled={alerts.length === 0}
        loading={acknowledge.isPending && asked === null}
        onClick={() => setAsked(alerts)}
      >
        {translate('patrol.alerts.acknowledge.all')}
      </Button>
      <ConfirmDialog
        open={asked !== null}
        action={action}
        details={translate('patrol.alerts.acknowledge.details', { message: MESSAGES.alert.acknowledged })}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </Box>
  );
};
