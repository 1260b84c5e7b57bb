import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type HistoryRequest, TRACKING_RANGE } from '../../../contract/tracking';
import { ShiftDateRange } from '../../common/shiftRange/ShiftDateRange';
import { checkRange, type DayRange } from '../../common/shiftRange/shiftDays';
import { DeviceSelect } from './DeviceSelect';

interface TrackingFiltersProps {
  deviceId: number | null;
  onDevice: (deviceId: number) => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** Asks for the history; only with a device and a range the rules allow. */
  onRefresh: (request: HistoryRequest) => void;
  loading: boolean;
}

/** The device selector, the start and end dates (checked by the shared range rules) and Refresh. */
export const TrackingFilters = ({ deviceId, onDevice, range, onRange, onRefresh, loading }: TrackingFiltersProps) => {
  const translate = useTranslate();
  const checked = checkRange(range, TRACKING_RANGE);
  const problem = 'problem' in checked ? checked.problem : null;
  const refresh = () => {
    if (deviceId !== null && !('problem' in checked)) onRefresh({ deviceId, ...checked });
  };
  return (
    <Card component="section" aria-label={translate('patrol.tracking.filters')} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DeviceSelect deviceId={deviceId} onChange={onDevice} />
        <ShiftDateRange range={range} onChange={onRange} error={!!problem} />
        <Box>
          <Button
            variant="contained"
            startIcon={<RefreshIcon />}
            onClick={refresh}
            disabled={deviceId === null || !!problem || loading}
          >
            {translate('patrol.tracking.refresh')}
          </Button>
        </Box>
        {problem && (
          <Alert severity="warning" sx={{ flexBasis: '100%' }}>
            {translate(problem, { _: problem })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
