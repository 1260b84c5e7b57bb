/** The day-first date fields (dd/mm/yyyy, and dd/mm/yyyy HH:mm for a moment) wherever the console asks for a day. */
export const dayField = {
  dayField: {
    placeholder: 'dd/mm/yyyy',
    notADay: 'Not a real day: write it as dd/mm/yyyy, e.g. 25/11/2026.',
    calendar: 'Open the calendar',
    timePlaceholder: 'dd/mm/yyyy HH:mm',
    notATime: 'Not a real date and time: write it as dd/mm/yyyy HH:mm (24-hour), e.g. 25/11/2026 01:30.',
  },
};
