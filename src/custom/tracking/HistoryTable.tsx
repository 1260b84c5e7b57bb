import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../contract/constants';
import type { DeviceLocation } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';

interface HistoryTableProps {
  points: readonly DeviceLocation[];
  /** The playback's point, shown selected when it is on the page. */
  index: number | null;
  onSelect: (index: number) => void;
}

const degrees = (value: number) => value.toFixed(6);

/** The locations, oldest first, a page at a time (10, 25 or 100 rows: only those are rendered). */
export const HistoryTable = ({ points, index, onSelect }: HistoryTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const from = page * perPage;
  const rows = points.slice(from, from + perPage);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('patrol.tracking.history.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('patrol.tracking.history.date')}</TableCell>
              <TableCell align="right">{translate('patrol.tracking.history.latitude')}</TableCell>
              <TableCell align="right">{translate('patrol.tracking.history.longitude')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((point, i) => (
              <TableRow
                key={point.id}
                hover
                selected={from + i === index}
                tabIndex={0}
                onClick={() => onSelect(from + i)}
                onKeyDown={(event) => event.key === 'Enter' && onSelect(from + i)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>{trackTime(point.sentAt)}</TableCell>
                <TableCell align="right">{degrees(point.latitude)}</TableCell>
                <TableCell align="right">{degrees(point.longitude)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={points.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from: first, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: first, offsetEnd: to, total: count })
        }
      />
    </>
  );
};
