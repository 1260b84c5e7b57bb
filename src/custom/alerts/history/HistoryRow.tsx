import { Box, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertHistoryRow } from '../../../../contract/alertHistory';
import { ALERT_CLASS } from '../../../../contract/events';
import { historyTime } from '../../../common/dateTime';
import { ALERT_COLORS } from '../alertColors';
import { responseTime } from './historyText';

const Second = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary" component="div">
    {children}
  </Typography>
);

/**
 * One alert: when, what, where (site, then device and guard), who answered and when, what they wrote, how long it
 * took. A click (or Enter) opens its sheet.
 */
export const HistoryRow = ({ row, onOpen }: { row: AlertHistoryRow; onOpen: (row: AlertHistoryRow) => void }) => {
  const translate = useTranslate();
  const unknown = translate('patrol.alertHistory.unknown');
  const answered = row.answeredAt !== null;
  return (
    <TableRow
      data-guid={row.eventGuid}
      data-answered={answered}
      hover
      tabIndex={0}
      aria-label={translate('patrol.alertHistory.openRow', { what: row.what })}
      onClick={() => onOpen(row)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(row);
      }}
      sx={{ cursor: 'pointer' }}
    >
      {/* Time, then date: on two lines where the table is narrow (1024 px). */}
      <TableCell>{historyTime(row.sentAt)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              flex: 'none',
              bgcolor: ALERT_COLORS[ALERT_CLASS[row.type]].main,
            }}
          />
          {translate(`patrol.alerts.titles.${row.type}`)}
        </Box>
      </TableCell>
      <TableCell>
        <div>{row.siteName ?? unknown}</div>
        <Second>{[row.deviceName, row.guard].filter(Boolean).join(' · ') || unknown}</Second>
      </TableCell>
      <TableCell sx={{ minWidth: { xs: 120, lg: 200 } }}>{row.what}</TableCell>
      <TableCell>
        {answered ? (
          <>
            <div>{row.answeredBy ?? translate('patrol.alertHistory.removed')}</div>
            <Second>{historyTime(row.answeredAt)}</Second>
          </>
        ) : (
          <Chip size="small" variant="outlined" color="warning" label={translate('patrol.alertHistory.notAnswered')} />
        )}
      </TableCell>
      <TableCell sx={{ minWidth: { xs: 110, lg: 160 }, maxWidth: 320, overflowWrap: 'anywhere' }}>
        {row.response ?? ''}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
        {row.responseSeconds === null ? '' : responseTime(row.responseSeconds, translate)}
      </TableCell>
    </TableRow>
  );
};
