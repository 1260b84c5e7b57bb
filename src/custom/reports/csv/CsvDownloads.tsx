import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../../contract/messages';
import type { ShiftRangeRules } from '../../../../contract/shiftRange';
import { ShiftDateRange } from '../../../common/shiftRange/ShiftDateRange';
import { checkRange, defaultRange } from '../../../common/shiftRange/shiftDays';
import { SitePicker } from '../../attendance/SitePicker';
import { DownloadButton } from './DownloadButton';
import { useCsvDownload } from './useCsvDownload';

/** The activity report's rules, as the server checks them: the spec's two only (part 1 §5 'CSV report dates'). */
const ACTIVITY_RULES: ShiftRangeRules = { messages: MESSAGES.report };
/** The company's sites by name, as the site picker lists them. */
const SITES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The CSV area of the Reports page (spec part 1 §2 'Reports screen', §4, §5): a site (the first one to begin with), a
 * start and an end date (yesterday and today: the last day), Download General Report, Download Activity Report and
 * Download Incidents Report (issue 34: the site's incident reports over the same period).
 * Any period is taken (a month for an auditor, today's shift so far with the next date as its end); only the spec's
 * two rules are checked before anything is asked. Each CSV of the answer is saved as its own file.
 */
export function CsvDownloads() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: sites = [] } = useGetList('sites', SITES);
  const [chosen, setChosen] = useState<number | null>(null);
  const site = sites.find((one) => one.id === chosen) ?? sites[0];
  const [days, setDays] = useState(defaultRange);
  const checked = checkRange(days, ACTIVITY_RULES);
  const download = useCsvDownload();
  const busy = download.isPending ? download.variables.kind : null;

  const general = () => {
    if (!site) return notify(MESSAGES.report.selectSite, { type: 'warning' });
    download.mutate({ kind: 'general', site: { id: site.id, name: site.name } });
  };
  const overPeriod = (kind: 'activity' | 'incidents') => () => {
    if (!site) return notify(MESSAGES.report.selectSite, { type: 'warning' });
    if ('problem' in checked) return notify(checked.problem, { type: 'warning' });
    download.mutate({ kind, site: { id: site.id, name: site.name }, days, range: checked });
  };

  return (
    <Card component="section" aria-labelledby="csv-reports-heading">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="csv-reports-heading" variant="h6" component="h3">
          {translate('patrol.reportsCsv.heading')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <SitePicker value={site?.id ?? null} onChange={setChosen} />
          {/* The two dates wrap together onto the next line on a narrow screen. */}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <ShiftDateRange range={days} onChange={setDays} error={'problem' in checked} size="small" max={null} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <DownloadButton
            label="patrol.reportsCsv.general"
            hint="patrol.reportsCsv.generalHint"
            busy={busy === 'general'}
            disabled={busy !== null}
            onClick={general}
          />
          <DownloadButton
            label="patrol.reportsCsv.activity"
            hint="patrol.reportsCsv.activityHint"
            busy={busy === 'activity'}
            disabled={busy !== null}
            onClick={overPeriod('activity')}
          />
          <DownloadButton
            label="patrol.reportsCsv.incidents"
            hint="patrol.reportsCsv.incidentsHint"
            busy={busy === 'incidents'}
            disabled={busy !== null}
            onClick={overPeriod('incidents')}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
