/** The start and end date pickers of attendance and tracking (spec part 2 §2, §5 'Date range'). */
export const shiftRange = {
  shiftRange: {
    startDate: 'Start Date',
    endDate: 'End Date',
    shiftStart: 'Date starts at shift time (04:00)',
    chooseDates: 'Choose a start and an end date.',
  },
};
