/** The Reports page (company/reports): the CSV downloads of a site, then the PDF reports of a site or an area. */
import { Stack } from '@mui/material';
import { PageTitle } from '../../common/PageTitle';
import { CsvDownloads } from './csv/CsvDownloads';
import { PeriodReports } from './pdf/PeriodReports';

export function ReportsPage() {
  return (
    <Stack spacing={3}>
      <PageTitle title="patrol.reports.title" />
      <CsvDownloads />
      <PeriodReports />
    </Stack>
  );
}
