import DownloadIcon from '@mui/icons-material/Download';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useListContext, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { ShiftDateRange } from '../../common/shiftRange/ShiftDateRange';
import { checkRange, defaultRange } from '../../common/shiftRange/shiftDays';
import { SitePicker } from '../attendance/SitePicker';
import { useCsvDownload } from '../reports/csv/useCsvDownload';

const SITES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const RULES = { messages: MESSAGES.report };

/**
 * The Incidents page's 'Download CSV' (issue 34): a site (the list's site filter, else the first) and a period, as
 * the Reports page asks them, saved as '{site} Incidents for {from} to {to}.csv'.
 */
export const IncidentCsvButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const { data: sites = [] } = useGetList('sites', SITES);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [days, setDays] = useState(defaultRange);
  const download = useCsvDownload();
  const wanted = chosen ?? (filterValues.siteId ? Number(filterValues.siteId) : null);
  const site = sites.find((one) => one.id === wanted) ?? sites[0];
  const checked = checkRange(days, RULES);

  const save = () => {
    if (!site) return notify(MESSAGES.report.selectSite, { type: 'warning' });
    if ('problem' in checked) return notify(checked.problem, { type: 'warning' });
    download.mutate(
      { kind: 'incidents', site: { id: site.id, name: site.name }, days, range: checked },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'center' }}>
        {translate('patrol.incidents.csv.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="incident-csv-title">
        <DialogTitle id="incident-csv-title">{translate('patrol.incidents.csv.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('patrol.incidents.csv.intro')}
          </Typography>
          <Stack spacing={2}>
            <SitePicker value={site?.id ?? null} onChange={setChosen} />
            <Stack direction="row" spacing={2}>
              <ShiftDateRange range={days} onChange={setDays} error={'problem' in checked} size="small" max={null} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('patrol.incidents.csv.cancel')}</Button>
          <Button
            variant="contained"
            onClick={save}
            disabled={download.isPending}
            aria-busy={download.isPending}
            startIcon={<DownloadIcon />}
          >
            {translate('patrol.incidents.csv.download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
