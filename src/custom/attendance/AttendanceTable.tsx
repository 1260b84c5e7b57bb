import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { clockPlace, type EmployeeClockTimes } from '../../../contract/attendance';
import { PAGE_SIZE } from '../../../contract/constants';
import { clockTime, wallDay } from '../../common/dateTime';
import { ListPagination } from '../../common/ListPagination';
import { ClockInPictureDialog } from './ClockInPictureDialog';

/** A time on one line (names wrap first on a narrow screen), or the spec's words for the clock that was not found. */
const Time = ({ epoch, missing }: { epoch: number | null; missing: string }) => {
  const translate = useTranslate();
  const text = clockTime(epoch);
  if (text) {
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate(missing)}
    </Typography>
  );
};

/** Where the clock was, when it is worth saying: 'outside the site by N m' or 'no position'. */
const Place = ({ epoch, outsideMetres }: { epoch: number | null; outsideMetres: number | null | undefined }) => {
  const text = epoch === null || outsideMetres === undefined ? '' : clockPlace(outsideMetres);
  if (!text) return null;
  return (
    <Typography variant="body2" component="div" color={outsideMetres === null ? 'text.secondary' : 'warning.main'}>
      {text}
    </Typography>
  );
};

/** Clocked in today (the company's day) and not out yet: still at work, not a missing clock-out. */
const onDutyToday = (shift: EmployeeClockTimes) =>
  shift.clockOutTimeEpoch === null &&
  shift.clockInTimeEpoch !== null &&
  wallDay(shift.clockInTimeEpoch) === wallDay(Date.now() / 1000);

/** The time worked, clock out − clock in, as 'H h MM min'; empty for a shift without both clocks. */
const Worked = ({ shift }: { shift: EmployeeClockTimes }) => {
  const translate = useTranslate();
  if (shift.clockInTimeEpoch === null || shift.clockOutTimeEpoch === null) return null;
  const minutes = Math.floor((shift.clockOutTimeEpoch - shift.clockInTimeEpoch) / 60);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {translate('patrol.attendance.worked', {
        hours: Math.floor(minutes / 60),
        minutes: String(minutes % 60).padStart(2, '0'),
      })}
    </Box>
  );
};

/** 'default' is a security guard (spec part 2 §2). */
const Role = ({ role }: { role: EmployeeClockTimes['userRole'] }) => {
  const translate = useTranslate();
  return translate(`patrol.roles.${role === 'default' ? 'security-guard' : role}`);
};

const PictureButton = ({
  shift,
  onOpen,
}: {
  shift: EmployeeClockTimes;
  onOpen: (shift: EmployeeClockTimes) => void;
}) => {
  const translate = useTranslate();
  if (!shift.clockInImageUrl) return null;
  const label = translate('patrol.attendance.showPicture', { name: `${shift.employeeName} ${shift.employeeSurname}` });
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => onOpen(shift)}>
        <PhotoCameraIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const Empty = ({ allSites }: { allSites: boolean }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate(allSites ? 'patrol.attendance.emptyAllSites' : 'patrol.attendance.empty')}
    </Typography>
  );
};

/**
 * The shifts the server answered for the whole range, paged here (10, 25 or 100 a page); a photo opens from its
 * clock-in; the hours worked follow the spec's columns.
 */
export const AttendanceTable = ({
  shifts,
  isPending,
  allSites = false,
}: {
  shifts: EmployeeClockTimes[];
  isPending: boolean;
  allSites?: boolean;
}) => {
  const list = useList({ data: shifts, isPending, perPage: PAGE_SIZE, resource: 'attendance' });
  const [open, setOpen] = useState<EmployeeClockTimes | null>(null);
  return (
    <ResourceContextProvider value="attendance">
      <ListContextProvider value={list}>
        {/* Narrower cell padding below 1200 px, so the seven columns fit a 1024 px window. */}
        <DataTable<EmployeeClockTimes>
          rowClick={false}
          bulkActionButtons={false}
          empty={<Empty allSites={allSites} />}
          sx={{ '& .MuiTableCell-root': { px: { xs: 1, lg: 2 } } }}
        >
          <DataTable.Col source="employeeName" label="patrol.attendance.fields.employeeName" />
          <DataTable.Col source="employeeSurname" label="patrol.attendance.fields.employeeSurname" />
          <DataTable.Col source="siteName" label="patrol.attendance.fields.siteName" />
          <DataTable.Col
            source="userRole"
            label="patrol.attendance.fields.userRole"
            render={(shift) => <Role role={shift.userRole} />}
          />
          <DataTable.Col
            source="clockInTimeEpoch"
            label="patrol.attendance.fields.clockIn"
            render={(shift) => (
              <Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Time epoch={shift.clockInTimeEpoch} missing="patrol.attendance.noClockIn" />
                  <PictureButton shift={shift as EmployeeClockTimes} onOpen={setOpen} />
                </Box>
                <Place epoch={shift.clockInTimeEpoch} outsideMetres={shift.clockInOutsideMetres} />
              </Box>
            )}
          />
          <DataTable.Col
            source="clockOutTimeEpoch"
            label="patrol.attendance.fields.clockOut"
            render={(shift) => (
              <Box>
                <Time
                  epoch={shift.clockOutTimeEpoch}
                  missing={
                    onDutyToday(shift as EmployeeClockTimes)
                      ? 'patrol.attendance.onDuty'
                      : 'patrol.attendance.noClockOut'
                  }
                />
                <Place epoch={shift.clockOutTimeEpoch} outsideMetres={shift.clockOutOutsideMetres} />
              </Box>
            )}
          />
          <DataTable.Col
            label="patrol.attendance.fields.hours"
            disableSort
            render={(shift) => <Worked shift={shift as EmployeeClockTimes} />}
          />
        </DataTable>
        <ListPagination />
      </ListContextProvider>
      <ClockInPictureDialog shift={open} onClose={() => setOpen(null)} />
    </ResourceContextProvider>
  );
};
