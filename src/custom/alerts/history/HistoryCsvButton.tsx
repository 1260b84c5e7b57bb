import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DayRange } from '../../../common/shiftRange/shiftDays';
import type { AlertHistoryFilter } from '../../../dataProvider/alertHistory';
import { useHistoryCsv } from './useHistoryCsv';

interface HistoryCsvButtonProps {
  /** The filters of the list shown; null while the days break a rule. */
  filter: AlertHistoryFilter | null;
  days: DayRange;
  /** Alerts in the list, over every page. */
  total: number;
}

/** Download CSV: the filtered list, every page, as one file; a spinner while it is made. */
export const HistoryCsvButton = ({ filter, days, total }: HistoryCsvButtonProps) => {
  const translate = useTranslate();
  const download = useHistoryCsv();
  return (
    <Tooltip title={translate('patrol.alertHistory.downloadHint')} describeChild>
      <span>
        <Button
          variant="contained"
          disabled={!filter || total === 0 || download.isPending}
          aria-busy={download.isPending}
          startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
          onClick={() => filter && download.mutate({ filter, days, total })}
        >
          {translate('patrol.alertHistory.download')}
        </Button>
      </span>
    </Tooltip>
  );
};
