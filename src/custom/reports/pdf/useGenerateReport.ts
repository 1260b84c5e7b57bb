import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HttpError, useDataProvider, useNotify } from 'react-admin';
import { MESSAGES } from '../../../../contract/messages';
import { session } from '../../../authProvider/session';
import type { PatrolDataProvider } from '../../../dataProvider';
import type { GeneratedReport, ReportDays, ReportSubject } from '../../../dataProvider/reports';
import { REPORT_LIST_KEY } from './useReportList';

interface Request {
  subject: ReportSubject;
  days: ReportDays;
}

/**
 * 'Generate and email report': the server makes the PDF (seconds) and queues its e-mails; its message says what
 * happened. Failures go through the shared handler's message. Every report list is asked again afterwards.
 */
export function useGenerateReport() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation<GeneratedReport, HttpError, Request>({
    mutationFn: ({ subject, days }) => dataProvider.generateReport(subject, days, session.companyId() ?? 0),
    // The server says whether the report went out; made but not sent is a warning, not a success.
    onSuccess: ({ message }) =>
      notify(message || MESSAGES.report.generated, {
        type: !message || message === MESSAGES.report.generated ? 'success' : 'warning',
      }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORT_LIST_KEY }),
  });
}
