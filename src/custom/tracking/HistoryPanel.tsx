import { Card, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';
import { HistoryTable } from './HistoryTable';
import type { HistoryRow } from './historyRows';

interface HistoryPanelProps {
  points: readonly DeviceLocation[];
  events: readonly DeviceEvent[];
  index: number | null;
  onSelect: (row: HistoryRow) => void;
}

/** The history table (locations, scans and alerts) under its title and what the period holds. */
export const HistoryPanel = ({ points, events, index, onSelect }: HistoryPanelProps) => {
  const translate = useTranslate();
  const counted = (key: string, n: number) =>
    translate(`patrol.tracking.history.${key}`, { smart_count: n, count: n.toLocaleString() });
  return (
    <Card>
      <CardHeader
        title={translate('patrol.tracking.history.title')}
        subheader={`${counted('locations', points.length)}, ${counted('events', events.length)}`}
        slotProps={{ title: { variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <HistoryTable points={points} events={events} index={index} onSelect={onSelect} />
    </Card>
  );
};
