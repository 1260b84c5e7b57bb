import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type HistoryRequest, TRACKING_RANGE } from '../../../contract/tracking';
import { ShiftDateRange } from '../../common/shiftRange/ShiftDateRange';
import { checkRange, type DayRange } from '../../common/shiftRange/shiftDays';
import { DeviceSelect } from './DeviceSelect';
import { checkTimes, type TimeRange, timeBounds } from './historyTimes';
import { TimeFields } from './TimeFields';

interface TrackingFiltersProps {
  deviceId: number | null;
  onDevice: (deviceId: number) => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
  times: TimeRange;
  onTimes: (times: TimeRange) => void;
  /** Asks for the history; only with a device and a range (and times) the rules allow. */
  onRefresh: (request: HistoryRequest) => void;
  loading: boolean;
}

/** The device selector, the start and end dates (the shared range rules), the optional From and To, and Refresh. */
export const TrackingFilters = (props: TrackingFiltersProps) => {
  const { deviceId, onDevice, range, onRange, times, onTimes, onRefresh, loading } = props;
  const translate = useTranslate();
  const dates = checkRange(range, TRACKING_RANGE);
  const narrowed = 'problem' in dates ? null : checkTimes(times, dates);
  const problem = 'problem' in dates ? dates.problem : narrowed && 'problem' in narrowed ? narrowed.problem : null;
  const refresh = () => {
    if (deviceId === null || 'problem' in dates || !narrowed || 'problem' in narrowed) return;
    onRefresh({ deviceId, ...dates, ...narrowed });
  };
  return (
    <Card component="section" aria-label={translate('patrol.tracking.filters')} sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DeviceSelect deviceId={deviceId} onChange={onDevice} />
        <ShiftDateRange range={range} onChange={onRange} error={'problem' in dates} />
        <TimeFields
          times={times}
          onChange={onTimes}
          bounds={'problem' in dates ? null : timeBounds(dates.startDate, dates.endDate)}
          error={!!narrowed && 'problem' in narrowed}
        />
        <Box sx={{ pt: 1 }}>
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
