/** The audit log page (company/audit) and the links to a record's own history. */
export const audit = {
  audit: {
    title: 'Audit log',
    table: 'Audit log',
    fields: {
      at: 'When',
      who: 'Who',
      record: 'Record',
      action: 'Action',
      changes: 'Changes',
    },
    filters: {
      entity: 'Record type',
      employee: 'Person',
      from: 'From',
      until: 'Until',
      record: 'This record only',
    },
    system: 'System',
    noChanges: 'No field changed',
    download: 'Download CSV',
    downloadHint: 'The filtered log, every page, as one CSV file',
    downloaded: 'Downloaded %{smart_count} change |||| Downloaded %{smart_count} changes',
    fileName: 'Audit log %{date}.csv',
    history: 'History',
    historyHint: "This record's changes in the audit log",
  },
};
