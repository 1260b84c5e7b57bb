import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useTranslate } from 'react-admin';

/** How far today's shift is counted, and a way to count it up to now. */
export const AsOf = ({ asOf, onRefresh }: { asOf: number; onRefresh: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('patrol.dashboard.day.asOf', { time: format(new Date(asOf * 1000), 'HH:mm') })}
      </Typography>
      <IconButton aria-label={translate('patrol.dashboard.day.refresh')} onClick={onRefresh} size="small">
        <RefreshIcon fontSize="small" />
      </IconButton>
    </>
  );
};
