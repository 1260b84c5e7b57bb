import { Chip, Typography } from '@mui/material';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { durationText } from '../../custom/alerts/alertSummary';
import { useClock } from '../../realtime/useClock';

/** A company's unanswered red alerts (panics, missed welfare checks), as the server counts them for its list. */
export const OpenRedAlertCount = () => {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord & { openRedAlerts?: number }>();
  const count = record?.openRedAlerts ?? 0;
  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('patrol.companies.openRed.none')}
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      color="error"
      sx={{ fontWeight: 700 }}
      label={translate('patrol.companies.openRed.count', { smart_count: count })}
    />
  );
};

/** How long the company's oldest unanswered red alert has waited, growing with the clock. */
export const OldestOpenRedAge = () => {
  const translate = useTranslate();
  const now = useClock();
  const record = useRecordContext<RaRecord & { oldestOpenRedAt?: number | null }>();
  const oldest = record?.oldestOpenRedAt;
  if (typeof oldest !== 'number') return null;
  const waited = Math.max(0, Math.floor(now / 1000 - oldest));
  return (
    <Typography variant="body2" color="error" component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
      {translate('patrol.companies.openRed.oldest', { duration: durationText(waited, translate) })}
    </Typography>
  );
};
