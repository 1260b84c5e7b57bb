import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hourMinute } from '../../common/dateTime';

/** How far today's shift is counted, and a way to count it up to now. */
export const AsOf = ({ asOf, onRefresh }: { asOf: number; onRefresh: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('patrol.dashboard.day.asOf', { time: hourMinute(asOf) })}
      </Typography>
      <IconButton aria-label={translate('patrol.dashboard.day.refresh')} onClick={onRefresh} size="small">
        <RefreshIcon fontSize="small" />
      </IconButton>
    </>
  );
};
