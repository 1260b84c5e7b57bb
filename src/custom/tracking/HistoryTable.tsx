import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../contract/constants';
import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';
import { EVENT_COLORS } from './eventColors';
import { eventClass, eventSummary } from './eventText';
import { type HistoryRow, historyRows } from './historyRows';

interface HistoryTableProps {
  points: readonly DeviceLocation[];
  events: readonly DeviceEvent[];
  /** The playback's point, shown selected when it is on the page. */
  index: number | null;
  onSelect: (row: HistoryRow) => void;
}

const degrees = (value: number) => value.toFixed(6);

/** A scan or alert's row: its coloured dot and what it was, across the latitude and longitude. */
const EventCells = ({ event }: { event: DeviceEvent }) => {
  const translate = useTranslate();
  return (
    <TableCell colSpan={2} sx={{ fontWeight: 500 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-block',
          width: 10,
          height: 10,
          mr: 1,
          borderRadius: '50%',
          bgcolor: EVENT_COLORS[eventClass(event)],
        }}
      />
      {eventSummary(event, translate)}
    </TableCell>
  );
};

/** The history's own scroll height: a page of 100 rows scrolls inside it, beside or under the map. */
const TABLE_HEIGHT = 560;

/**
 * The locations with the scans and alerts among them, oldest first, a page at a time (10, 25 or 100 rows:
 * only those are rendered). The table follows the playback: each new point turns to its page and scrolls its
 * row into view (inside the table, so the map stays where it is); paging by hand holds until the point moves.
 */
export const HistoryTable = ({ points, events, index, onSelect }: HistoryTableProps) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const all = useMemo(() => historyRows(points, events), [points, events]);
  const from = page * perPage;
  const rows = all.slice(from, from + perPage);
  const shown = index === null ? -1 : all.findIndex((row) => row.kind === 'location' && row.index === index);
  const container = useRef<HTMLDivElement>(null);
  const selected = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (shown >= 0) setPage(Math.floor(shown / perPage));
  }, [shown, perPage]);
  useEffect(() => {
    const box = container.current;
    const row = selected.current;
    // Once the page holding the point is shown (`from` is where it starts).
    if (shown < from || !box || !row) return;
    const head = box.querySelector('thead')?.offsetHeight ?? 0;
    if (row.offsetTop - head < box.scrollTop) box.scrollTop = row.offsetTop - head;
    else if (row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = row.offsetTop + row.offsetHeight - box.clientHeight;
  }, [shown, from]);
  return (
    <>
      <TableContainer ref={container} sx={{ maxHeight: TABLE_HEIGHT }}>
        <Table size="small" stickyHeader aria-label={translate('patrol.tracking.history.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('patrol.tracking.history.date')}</TableCell>
              <TableCell align="right">{translate('patrol.tracking.history.latitude')}</TableCell>
              <TableCell align="right">{translate('patrol.tracking.history.longitude')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow
                key={row.kind === 'location' ? `l${row.point.id}` : `e${row.event.id}`}
                ref={from + i === shown ? selected : undefined}
                hover
                selected={from + i === shown}
                aria-selected={from + i === shown}
                data-kind={row.kind}
                tabIndex={0}
                onClick={() => onSelect(row)}
                onKeyDown={(event) => event.key === 'Enter' && onSelect(row)}
                sx={{
                  cursor: 'pointer',
                  // The point shown: a bar at its start beside the selected shade, plain to see while it moves.
                  '&.Mui-selected': { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` },
                  '& td:first-of-type': { whiteSpace: 'nowrap' },
                }}
              >
                {row.kind === 'location' ? (
                  <>
                    <TableCell>{trackTime(row.point.sentAt)}</TableCell>
                    <TableCell align="right">{degrees(row.point.latitude)}</TableCell>
                    <TableCell align="right">{degrees(row.point.longitude)}</TableCell>
                  </>
                ) : (
                  <>
                    <TableCell>{trackTime(row.event.sentAt)}</TableCell>
                    <EventCells event={row.event} />
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={all.length}
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
