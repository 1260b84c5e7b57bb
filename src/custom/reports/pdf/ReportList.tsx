import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportDays, ReportSubject } from '../../../dataProvider/reports';
import { ReportCard } from './ReportCard';
import { useReportList } from './useReportList';

interface ReportListProps {
  subject: ReportSubject | null;
  days: ReportDays;
  /** The sites or areas to choose from are still loading (the first site is about to be chosen). */
  choosing: boolean;
}

function Note({ children, hint }: { children: string; hint?: string }) {
  return (
    <Box sx={{ py: 2 }}>
      <Typography>{children}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** The report cards of the subject and period, newest first; 'No reports' only once the answer says so. */
export function ReportList({ subject, days, choosing }: ReportListProps) {
  const translate = useTranslate();
  const { data, isPending, error } = useReportList(subject, days);
  const t = (key: string) => translate(`patrol.reports.list.${key}`);
  if (subject === null && !choosing) return <Note>{t('chooseSubject')}</Note>;
  if (error)
    return (
      <Alert severity="error">{error.message ? translate(error.message, { _: error.message }) : t('loadFailed')}</Alert>
    );
  if (isPending || subject === null) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Box>
    );
  }
  if (data.length === 0) return <Note hint={t('emptyHint')}>{t('empty')}</Note>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {data.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
    </Box>
  );
}
