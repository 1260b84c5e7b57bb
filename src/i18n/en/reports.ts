/** The Reports page (spec part 1 §2 'Reports screen'): a site's CSVs, and PDF reports e-mailed on demand. */
export const reports = {
  reports: {
    title: 'Reports',
    pdf: {
      heading: 'PDF reports',
      subjectType: 'Report on',
      site: 'Site',
      area: 'Area',
      periodKind: 'Period',
      daily: 'Daily',
      monthly: 'Monthly',
      previous: { daily: 'Previous day', monthly: 'Previous month' },
      next: { daily: 'Next day', monthly: 'Next month' },
      reset: 'Reset',
      resetHint: { daily: "Back to yesterday's shift", monthly: 'Back to this month' },
      range: '%{from} – %{to}',
      monthRange: '%{month}: %{from} – %{to}',
      timeZone: 'South African time. A shift day starts at 06:00 (04:00 UTC).',
      generate: 'Generate and email report',
      generating: 'Generating the report…',
    },
    list: {
      loading: 'Loading reports…',
      empty: 'No reports',
      emptyHint:
        "Nothing was made for this period yet. 'Generate and email report' makes one; every morning the previous day's report is made for each site and area with a contact who receives reports.",
      chooseSubject: 'Select a site or area to see its reports.',
      loadFailed: 'The reports could not be loaded.',
    },
    card: {
      daily: 'Daily report',
      monthly: 'Monthly report',
      days: '%{smart_count}-day report',
      requested: 'Made %{time} at a user’s request',
      morning: 'Made %{time} by the morning job',
      open: 'Open',
      preview: 'Preview of the report of %{name}, %{period}',
    },
    delivery: {
      none: 'No contact receives reports',
      sent: 'Sent to %{smart_count} recipient |||| Sent to %{smart_count} recipients',
      notSent: 'Not sent yet: waiting for the mail server',
      partial: '%{sent} of %{recipients} sent',
      waiting: '%{smart_count} waiting for the mail server',
      failed: '%{smart_count} failed',
      notConfigured:
        '%{smart_count} not sendable: its channel is not configured on the server (SMTP_URL, TELEGRAM_BOT_TOKEN, SMS_API_USER) |||| %{smart_count} not sendable: their channels are not configured on the server (SMTP_URL, TELEGRAM_BOT_TOKEN, SMS_API_USER)',
      notConnected:
        '%{smart_count} not sent: Telegram not connected — nothing is sent there until the contact connects |||| %{smart_count} not sent: Telegram not connected — nothing is sent there until the contacts connect',
    },
  },
};
