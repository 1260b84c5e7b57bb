import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardHeader, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Report } from '../../../../contract/reports';
import { config } from '../../../config';
import { deliveryState } from './deliveryState';
import { reportCardText } from './reportCardText';

/** The signed report address as the browser opens it (a path is the API server's). */
const reportHref = (url: string) => (url.startsWith('/') ? `${config().apiUrl}${url}` : url);

/** The PDF viewer's settings for the preview: no toolbar or side panel, the page fitted to the width. */
const PREVIEW_VIEW = '#toolbar=0&navpanes=0&view=FitH';

/** One report: its period, how it was made, where its e-mails stand, 'Open', and a preview of the PDF. */
export function ReportCard({ report }: { report: Report }) {
  const translate = useTranslate();
  const { kind, period, made } = reportCardText(report, translate);
  const delivery = deliveryState(report.delivery, translate);
  // The list is asked again (each answer signs the link anew); the preview keeps the link it loaded.
  const [previewUrl] = useState(() => reportHref(report.reportUrl));
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={`${report.name}, ${period}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardHeader
        title={report.name}
        subheader={`${kind} · ${period}`}
        slotProps={{ title: { variant: 'subtitle1', component: 'h4' }, subheader: { variant: 'body2' } }}
        action={
          <Button
            component="a"
            href={reportHref(report.reportUrl)}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            endIcon={<OpenInNewIcon />}
          >
            {translate('patrol.reports.card.open')}
          </Button>
        }
        sx={{ pb: 1, alignItems: 'flex-start' }}
      />
      <Box sx={{ px: 2, pb: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {made}
        </Typography>
        <Chip size="small" variant="outlined" color={delivery.colour} label={delivery.text} />
      </Box>
      <Box
        component="iframe"
        src={`${previewUrl}${PREVIEW_VIEW}`}
        title={translate('patrol.reports.card.preview', { name: report.name, period })}
        loading="lazy"
        sx={{
          display: 'block',
          width: '100%',
          height: 380,
          border: 0,
          borderTop: 1,
          borderColor: 'divider',
          mt: 'auto',
        }}
      />
    </Card>
  );
}
