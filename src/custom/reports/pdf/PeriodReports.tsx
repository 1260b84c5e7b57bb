import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { GenerateButton } from './GenerateButton';
import { PeriodPicker } from './PeriodPicker';
import { ReportList } from './ReportList';
import { currentPeriod } from './reportPeriod';
import { SubjectPicker } from './SubjectPicker';
import { useReportSubjects } from './useReportSubjects';

/**
 * The PDF area of the Reports page (spec part 1 §2 'Reports screen', §4, §5): Site or Area, Daily or Monthly,
 * 'Generate and email report', and the report cards of that site or area and period. Asking for a report
 * changes no management data, so a controller uses it as an admin does.
 */
export function PeriodReports() {
  const translate = useTranslate();
  const subjects = useReportSubjects();
  const [period, setPeriod] = useState(() => currentPeriod('daily'));
  return (
    <Card component="section" aria-labelledby="pdf-reports-heading">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="pdf-reports-heading" variant="h6" component="h3">
          {translate('patrol.reports.pdf.heading')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <SubjectPicker {...subjects} />
        </Box>
        <PeriodPicker period={period} onChange={setPeriod} />
        <GenerateButton subject={subjects.subject} days={period} />
        <Divider />
        <ReportList subject={subjects.subject} days={period} choosing={subjects.isPending} />
      </CardContent>
    </Card>
  );
}
