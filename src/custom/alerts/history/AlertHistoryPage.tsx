import { Alert, Box, Button, Card, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AlertHistoryRow } from '../../../../contract/alertHistory';
import { BackLink } from '../../../common/BackLink';
import { PageTitle } from '../../../common/PageTitle';
import type { AlertHistoryFilter } from '../../../dataProvider/alertHistory';
import { PATHS } from '../../../routes';
import { HistoryCsvButton } from './HistoryCsvButton';
import { HistoryFilters } from './HistoryFilters';
import { type HistoryPaging, HistoryTable } from './HistoryTable';
import { historyPeriod } from './historyPeriod';
import { PastAlertDialog } from './PastAlertDialog';
import { useAlertHistory } from './useAlertHistory';
import { type HistoryUrlState, useHistoryUrl } from './useHistoryUrl';

/**
 * company/alerts/history: every alert of a period, answered or not, filtered by type, site, state and days, sorted
 * and paged on the server, with who answered, when, what they wrote and how long it took; a CSV of the filtered list.
 * The filters, sort and page live in the address (useHistoryUrl): back, refresh and a shared link keep them.
 */
export const AlertHistoryPage = () => {
  const translate = useTranslate();
  const [url, setUrl] = useHistoryUrl();
  const { days, choice, sorting, paging } = url;
  const [opened, setOpened] = useState<AlertHistoryRow | null>(null);
  const period = historyPeriod(days);
  const problem = 'problem' in period ? period.problem : null;
  const filter: AlertHistoryFilter | null = 'problem' in period ? null : { ...period, ...choice, ...sorting };
  const { data, isFetching, error, refetch } = useAlertHistory(filter, paging);
  // Any change of what is listed starts again from its first page.
  const restart =
    <K extends 'days' | 'choice' | 'sorting'>(key: K) =>
    (value: HistoryUrlState[K]) =>
      setUrl({ ...url, [key]: value, paging: { ...paging, page: 1 } });
  const setPaging = (next: HistoryPaging) => setUrl({ ...url, paging: next });
  return (
    <>
      <PageTitle
        title="patrol.alertHistory.title"
        breadcrumb={<BackLink to={PATHS.alerts} label="patrol.alertHistory.back" />}
        actions={<HistoryCsvButton filter={filter} days={days} total={data?.total ?? 0} />}
      />
      <HistoryFilters
        choice={choice}
        days={days}
        daysError={!!problem}
        onChoice={restart('choice')}
        onDays={restart('days')}
      />
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(problem, { _: problem })}
        </Alert>
      )}
      {error && !problem && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('patrol.alertHistory.retry')}
            </Button>
          }
        >
          {error.message ? translate(error.message, { _: error.message }) : translate('patrol.alertHistory.loadFailed')}
        </Alert>
      )}
      {/* A failed first load shows its error alone, never a false 'no alerts'; a failed refresh keeps the last page. */}
      {!problem && !(error && !data) && (
        <Card sx={{ position: 'relative' }} aria-busy={isFetching} data-testid="history-table">
          <Box sx={{ height: 4 }}>
            {isFetching && <LinearProgress aria-label={translate('patrol.alertHistory.loading')} />}
          </Box>
          <Box sx={{ overflowX: 'auto', opacity: isFetching && data ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            <HistoryTable
              history={data}
              sorting={sorting}
              paging={paging}
              onSort={restart('sorting')}
              onPage={setPaging}
              onOpen={setOpened}
            />
          </Box>
        </Card>
      )}
      {opened && <PastAlertDialog row={opened} onClose={() => setOpened(null)} />}
    </>
  );
};
