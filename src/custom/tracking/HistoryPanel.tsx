import { Card, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeviceLocation } from '../../../contract/tracking';
import { HistoryTable } from './HistoryTable';

interface HistoryPanelProps {
  points: readonly DeviceLocation[];
  events: number;
  index: number | null;
  onSelect: (index: number) => void;
}

/** The history table under its title and what the period holds. */
export const HistoryPanel = ({ points, events, index, onSelect }: HistoryPanelProps) => {
  const translate = useTranslate();
  const counted = (key: string, n: number) =>
    translate(`patrol.tracking.history.${key}`, { smart_count: n, count: n.toLocaleString() });
  return (
    <Card>
      <CardHeader
        title={translate('patrol.tracking.history.title')}
        subheader={`${counted('locations', points.length)}, ${counted('events', events)}`}
        slotProps={{ title: { variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <HistoryTable points={points} index={index} onSelect={onSelect} />
    </Card>
  );
};
