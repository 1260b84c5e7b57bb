/** The Attendance page (spec part 2 §2 'Attendance'): who clocked in and out at a site over a date range. */
export const attendance = {
  attendance: {
    title: 'Attendance',
    site: 'Site',
    allSites: 'All sites',
    chooseSite: 'Choose a site to see who clocked in and out there.',
    fields: {
      employeeName: 'Employee Name',
      employeeSurname: 'Employee Surname',
      siteName: 'Site',
      userRole: 'User Role',
      clockIn: 'Clock In Time',
      clockOut: 'Clock Out Time',
      hours: 'Hours',
    },
    noClockOut: 'No Clock Out Found',
    onDuty: 'On duty',
    noClockIn: 'No Clock In Found',
    empty: 'Nobody clocked in or out at this site in this date range.',
    emptyAllSites: 'Nobody clocked in or out at any site of the company in this date range.',
    worked: '%{hours} h %{minutes} min',
    loadFailed: 'The attendance could not be loaded.',
    showPicture: 'Show the clock-in picture of %{name}',
    picture: {
      title: 'Clock in picture: %{name}, %{time}',
      alt: 'Clock in picture of %{name}',
      unavailable: 'The picture could not be loaded.',
    },
  },
};
