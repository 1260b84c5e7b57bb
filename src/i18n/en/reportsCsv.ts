/** The CSV area of the Reports page (spec part 1 §2 'Reports screen', §5 'CSV report dates'). */
export const reportsCsv = {
  reportsCsv: {
    heading: 'CSV reports',
    general: 'Download General Report',
    activity: 'Download Activity Report',
    generalHint: "The site's devices, tags, routes and schedules as they are now.",
    activityHint:
      "The site's alerts, tag scans, attendance, patrols and device status from the start date to the end date, each day from 06:00 South African time (04:00 UTC).",
    incidents: 'Download Incidents Report',
    incidentsHint:
      "The site's incident reports filed from the start date to the end date, each day from 06:00 South African time (04:00 UTC): time, guard, category, severity, status, text as corrected, approval and photo count.",
    saved: '%{smart_count} file saved |||| %{smart_count} files saved',
  },
};
