import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { isoDay } from '../../common/dateTime';
import type { PatrolDataProvider } from '../../dataProvider';
import { saveCsv } from '../reports/csv/saveCsv';

/** Download CSV: the filtered log, every page, as one file; a spinner while it is made. */
export const AuditCsvButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { filterValues, total } = useListContext();
  const download = useMutation({
    mutationFn: async () => {
      const { auditCsv } = await dataProvider.auditCsv(filterValues);
      saveCsv(translate('patrol.audit.fileName', { date: isoDay(Date.now() / 1000) }), auditCsv);
    },
    onSuccess: () => notify('patrol.audit.downloaded', { type: 'success', messageArgs: { smart_count: total ?? 0 } }),
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : MESSAGES.request.serverError, { type: 'error' }),
  });
  return (
    <Tooltip title={translate('patrol.audit.downloadHint')} describeChild>
      <span>
        <Button
          variant="contained"
          disabled={!total || download.isPending}
          aria-busy={download.isPending}
          startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
          onClick={() => download.mutate()}
        >
          {translate('patrol.audit.download')}
        </Button>
      </span>
    </Tooltip>
  );
};
