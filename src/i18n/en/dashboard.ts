/** The dashboard (spec part 1 §2 'Dashboard'): yesterday's shift against the SLA. */
export const dashboard = {
  dashboard: {
    title: {
      yesterday: "%{company} - Yesterday's Shift Performance - %{date}",
      today: "%{company} - Today's Shift Performance So Far - %{date}",
      earlier: '%{company} - Shift Performance - %{date}',
    },
    day: {
      label: 'Shift day',
      hint: 'A shift day runs from 06:00 South African time (04:00 UTC) to 06:00 the next morning.',
      previous: 'Previous shift day',
      next: 'Next shift day',
      asOf: 'Figures up to %{time}',
      refresh: 'Bring the figures up to now',
    },
    tagsScanned: 'Tags Scanned',
    completedPatrols: 'Completed Patrols',
    alertCounts: 'Alert counts',
    ofTotal: '%{count} / %{total}',
    nothingDue: {
      day: 'No patrol was planned in this shift.',
      today: 'No patrol of this shift has ended yet.',
    },
    percent: '%{percent}%',
    gauge: '%{title}: %{count} of %{total}, %{percent}%',
    sitesAbove: 'Sites above SLA Threshold',
    sitesBelow: 'Sites Below SLA Threshold',
    slaNote: 'A site must have more than %{threshold}% tags scanned to pass the SLA',
    provisional:
      '%{smart_count} patrol verdict is provisional: a handset that lost its signal may still send scans that revise it |||| %{smart_count} patrol verdicts are provisional: a handset that lost its signal may still send scans that revise them',
    noSitesAbove: 'No Sites above SLA Threshold',
    noSitesBelow: 'No Sites Below SLA Threshold',
    bin: '%{from}–%{to}%',
    binSites: '%{smart_count} site |||| %{smart_count} sites',
    openSite: 'Open %{name}: %{percent}% tags scanned',
    site: '%{name}: %{percent}% tags scanned',
    alerts: {
      panicAlerts: 'Panic Alerts',
      pleaseCallMeAlerts: 'Please Call Me Alerts',
      lowBatteryAlerts: 'Low Battery Alerts',
      deviceOfflineAlerts: 'Device Offline Alerts',
    },
    failed: {
      tagsScanned: 'The tags scanned could not be loaded: %{reason}',
      patrols: 'The completed patrols could not be loaded: %{reason}',
      sites: 'The sites against the SLA could not be loaded: %{reason}',
      alerts: 'The alert counts could not be loaded: %{reason}',
    },
    retry: 'Try again',
    loading: 'Loading %{what}…',
    unreadable: 'the answer was not what the dashboard expects.',
  },
};
