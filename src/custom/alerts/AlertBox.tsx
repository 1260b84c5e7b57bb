import { Box, Card, List, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { AlertClass } from '../../../contract/events';
import { useAlertList } from '../../realtime/LiveContext';
import type { LiveAlert } from '../../realtime/types';
import { AlertItem } from './AlertItem';
import { ALERT_COLORS } from './alertColors';

/** A box renders at most this many entries; its count is always the whole list. */
const MAX_SHOWN = 300;

interface AlertBoxProps {
  alertClass: AlertClass;
  onOpen: (alert: LiveAlert) => void;
}

/** One of the four boxes: its count, and its alerts newest first; it scrolls to the newest when one arrives. */
export const AlertBox = ({ alertClass, onOpen }: AlertBoxProps) => {
  const translate = useTranslate();
  const alerts = useAlertList(alertClass);
  const list = useRef<HTMLUListElement>(null);
  const newest = alerts[0]?.id;
  const name = translate(`patrol.alerts.classes.${alertClass}`);
  const colors = ALERT_COLORS[alertClass];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest entry changes
  useEffect(() => {
    list.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [newest]);

  return (
    <Card
      component="section"
      aria-label={translate('patrol.alerts.box', { name })}
      data-testid={`alert-box-${alertClass}`}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          bgcolor: colors.main,
          color: colors.contrastText,
        }}
      >
        <Typography variant="h6" component="h3">
          {name}
        </Typography>
        <Typography variant="h6" component="span" data-testid={`alert-count-${alertClass}`}>
          {alerts.length}
        </Typography>
      </Box>
      {alerts.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('patrol.alerts.empty')}
        </Typography>
      )}
      <List ref={list} dense disablePadding sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {alerts.slice(0, MAX_SHOWN).map((alert) => (
          <AlertItem key={alert.id} alert={alert} onOpen={onOpen} />
        ))}
      </List>
      {alerts.length > MAX_SHOWN && (
        <Typography variant="caption" color="text.secondary" sx={{ p: 1 }}>
          {translate('patrol.alerts.more', { count: alerts.length - MAX_SHOWN })}
        </Typography>
      )}
    </Card>
  );
};
