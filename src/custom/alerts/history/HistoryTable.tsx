import {
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertHistoryPage, AlertHistoryRow, AlertHistorySort } from '../../../../contract/alertHistory';
import { PAGE_SIZE_OPTIONS } from '../../../../contract/constants';
import { HistoryRow } from './HistoryRow';

export interface HistorySorting {
  sort: AlertHistorySort;
  order: 'ASC' | 'DESC';
}
export interface HistoryPaging {
  page: number;
  perPage: number;
}

interface HistoryTableProps {
  /** The page shown (the last one while the next loads); undefined before the first answer. */
  history: AlertHistoryPage | undefined;
  sorting: HistorySorting;
  paging: HistoryPaging;
  onSort: (sorting: HistorySorting) => void;
  onPage: (paging: HistoryPaging) => void;
  onOpen: (row: AlertHistoryRow) => void;
}

const COLUMNS = ['sentAt', 'type', 'site', 'what', 'answeredBy', 'response', 'responseSeconds'] as const;
const SORTABLE: readonly string[] = ['sentAt', 'responseSeconds'];

/** Rows of grey bars while the first page loads: the table's shape, never a false 'no alerts'. */
const Loading = ({ rows }: { rows: number }) =>
  Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <TableRow key={i}>
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));

/** The server's page of alerts with sortable Time and Response time headers, and the pages below. */
export const HistoryTable = ({ history, sorting, paging, onSort, onPage, onOpen }: HistoryTableProps) => {
  const translate = useTranslate();
  const header = (column: string) => translate(`patrol.alertHistory.columns.${column}`);
  const sortBy = (column: AlertHistorySort) =>
    onSort({ sort: column, order: sorting.sort === column && sorting.order === 'DESC' ? 'ASC' : 'DESC' });
  return (
    <>
      <Table
        size="small"
        aria-label={translate('patrol.alertHistory.title')}
        // Narrower cell padding below 1200 px: the seven columns fit a 1024 px window without scrolling sideways.
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, lg: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'responseSeconds' ? 'right' : 'left'}
                sortDirection={sorting.sort === column ? (sorting.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                {SORTABLE.includes(column) ? (
                  <TableSortLabel
                    active={sorting.sort === column}
                    direction={sorting.sort === column && sorting.order === 'ASC' ? 'asc' : 'desc'}
                    onClick={() => sortBy(column as AlertHistorySort)}
                    title={translate('patrol.alertHistory.sortBy', { column: header(column) })}
                  >
                    {header(column)}
                  </TableSortLabel>
                ) : (
                  header(column)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {history ? (
            history.data.map((row) => <HistoryRow key={row.id} row={row} onOpen={onOpen} />)
          ) : (
            <Loading rows={5} />
          )}
        </TableBody>
      </Table>
      {history && history.total === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="history-empty">
          {translate('patrol.alertHistory.empty')}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={history?.total ?? 0}
        page={history ? paging.page - 1 : 0}
        rowsPerPage={paging.perPage}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_, page) => onPage({ ...paging, page: page + 1 })}
        onRowsPerPageChange={(event) => onPage({ page: 1, perPage: Number(event.target.value) })}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
    </>
  );
};
