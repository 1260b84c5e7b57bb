import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../../contract/messages';
import type { ReportDays, ReportSubject } from '../../../dataProvider/reports';
import { useGenerateReport } from './useGenerateReport';

interface GenerateButtonProps {
  subject: ReportSubject | null;
  days: ReportDays;
}

/** 'Generate and email report': barred while one is being made, with the progress in words beside it. */
export function GenerateButton({ subject, days }: GenerateButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutate, isPending } = useGenerateReport();
  const generate = () => {
    if (subject === null) notify(MESSAGES.report.selectSiteOrArea, { type: 'warning' });
    else mutate({ subject, days: { startDate: days.startDate, endDate: days.endDate } });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <ForwardToInboxIcon />}
        disabled={isPending}
        onClick={generate}
      >
        {translate('patrol.reports.pdf.generate')}
      </Button>
      <Typography role="status" color="text.secondary">
        {isPending ? translate('patrol.reports.pdf.generating') : ''}
      </Typography>
    </Box>
  );
}
