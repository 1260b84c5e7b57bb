import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { MESSAGES } from '../../../../contract/messages';
import type { DayRange } from '../../../common/shiftRange/shiftDays';
import type { PatrolDataProvider } from '../../../dataProvider';
import { activityFiles, type CsvFile, generalFiles, incidentFiles } from './csvFiles';
import { saveCsv } from './saveCsv';

export type CsvDownload =
  | { kind: 'general'; site: { id: number; name: string } }
  | {
      kind: 'activity' | 'incidents';
      site: { id: number; name: string };
      /** The days as picked ('YYYY-MM-DD') and as sent (epoch seconds of their 00:00 UTC). */
      days: DayRange;
      range: { startDate: number; endDate: number };
    };

/**
 * Asks for a report's CSVs and saves each as its own file; says how many were saved, or the server's reason for a
 * failure in the snackbar (the message the shared handler took from the answer).
 */
export function useCsvDownload() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (download: CsvDownload) => {
      const { site } = download;
      let files: CsvFile[];
      if (download.kind === 'general') files = generalFiles(site.name, await dataProvider.generalCsv(site.id));
      else if (download.kind === 'activity')
        files = activityFiles(site.name, await dataProvider.activityCsv(site.id, download.range), download.days);
      else files = incidentFiles(site.name, await dataProvider.incidentCsv(site.id, download.range), download.days);
      for (const file of files) saveCsv(file.fileName, file.text);
      return files.length;
    },
    onSuccess: (count) => notify('patrol.reportsCsv.saved', { type: 'success', messageArgs: { smart_count: count } }),
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : MESSAGES.request.serverError, { type: 'error' }),
  });
}
