/** The day-first date fields (dd/mm/yyyy) wherever the console asks for a day. */
export const dayField = {
  dayField: {
    placeholder: 'dd/mm/yyyy',
    notADay: 'Not a real day: write it as dd/mm/yyyy, e.g. 25/11/2026.',
    calendar: 'Open the calendar',
  },
};
