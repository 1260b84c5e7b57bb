import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../../contract/messages';
import type { DayRange } from '../../../common/shiftRange/shiftDays';
import type { PatrolDataProvider } from '../../../dataProvider';
import type { AlertHistoryFilter } from '../../../dataProvider/alertHistory';
import { saveCsv } from '../../reports/csv/saveCsv';

/** Asks the server for the filtered list's CSV and saves it as one file named after the days. */
export function useHistoryCsv() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation({
    mutationFn: async ({ filter, days }: { filter: AlertHistoryFilter; days: DayRange; total: number }) => {
      const { alertHistoryCsv } = await dataProvider.alertHistoryCsv(filter);
      saveCsv(translate('patrol.alertHistory.fileName', { start: days.startDate, end: days.endDate }), alertHistoryCsv);
    },
    onSuccess: (_, { total }) =>
      notify('patrol.alertHistory.downloaded', { type: 'success', messageArgs: { smart_count: total } }),
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : MESSAGES.request.serverError, { type: 'error' }),
  });
}
