import { Box, Card, CircularProgress, List, Skeleton, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AlertClass } from '../../../contract/events';
import { useAlertList, useAlertsLoaded } from '../../realtime/LiveContext';
import type { LiveAlert } from '../../realtime/types';
import { AcknowledgeBar } from './AcknowledgeBar';
import { AlertItem } from './AlertItem';
import { ALERT_COLORS } from './alertColors';
import { guardOf, useGuardNames } from './useGuardNames';

/** A box renders at most this many entries; its count is always the whole list. */
const MAX_SHOWN = 300;
/** The box of routine alerts, acknowledged in bulk; the others' rows show how long they have waited. */
const ROUTINE: AlertClass = 'green';

interface AlertBoxProps {
  alertClass: AlertClass;
  onOpen: (alert: LiveAlert) => void;
}

/** Until the first load ends: a few grey rows, never 'No alerts'. */
const LoadingRows = () => {
  const translate = useTranslate();
  return (
    <Box role="status" aria-label={translate('patrol.alerts.loading')} data-testid="alert-box-loading" sx={{ p: 2 }}>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ mb: 1.5 }}>
          <Skeleton width="60%" />
          <Skeleton width="90%" />
        </Box>
      ))}
    </Box>
  );
};

/** One of the four boxes: its count, and its alerts newest first; it scrolls to the newest when one arrives. */
export const AlertBox = ({ alertClass, onOpen }: AlertBoxProps) => {
  const translate = useTranslate();
  const alerts = useAlertList(alertClass);
  const loaded = useAlertsLoaded();
  const names = useGuardNames();
  const list = useRef<HTMLUListElement>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => alerts.filter((alert) => picked.has(alert.eventGuid)), [alerts, picked]);
  const newest = alerts[0]?.eventId;
  const name = translate(`patrol.alerts.classes.${alertClass}`);
  const colors = ALERT_COLORS[alertClass];
  const routine = alertClass === ROUTINE;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest entry changes
  useEffect(() => {
    list.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [newest]);

  const toggle = (guid: string) => () =>
    setPicked((before) => {
      const next = new Set(before);
      if (!next.delete(guid)) next.add(guid);
      return next;
    });

  return (
    <Card
      component="section"
      aria-label={translate('patrol.alerts.box', { name })}
      aria-busy={!loaded}
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
          {loaded ? alerts.length : <CircularProgress size={18} color="inherit" aria-hidden />}
        </Typography>
      </Box>
      {routine && loaded && <AcknowledgeBar alerts={alerts} selected={selected} onDone={() => setPicked(new Set())} />}
      {!loaded && alerts.length === 0 && <LoadingRows />}
      {loaded && alerts.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('patrol.alerts.empty')}
        </Typography>
      )}
      <List ref={list} dense disablePadding sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {alerts.slice(0, MAX_SHOWN).map((alert) => (
          <AlertItem
            key={alert.eventId}
            alert={alert}
            onOpen={onOpen}
            guard={guardOf(alert, names)}
            waits={!routine}
            selection={routine ? { selected: picked.has(alert.eventGuid), toggle: toggle(alert.eventGuid) } : undefined}
          />
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
