/** Companies (sys-admin): Select a Company and Company info. */
export const companies = {
  companies: {
    title: 'Select a Company',
    add: 'Add a new Company',
    edit: 'Edit company',
    info: 'Company info',
    save: 'Save Company',
    delete: 'Delete',
    deleteAction: 'delete this company',
    deleteDetails:
      'Everything of the company is removed with it: its employees, sites, areas, devices, tags, routes, schedules and their history.',
    fields: {
      name: 'Name',
      address: 'Address',
      contact: 'Contact person',
      companyName: 'Company Name',
      contactPerson: 'Contact Person',
      contactNumber: 'Contact Number',
      contactEmail: 'Contact Email Address',
      slaThreshold: 'SLA threshold (%)',
      slaThresholdHelp: 'A site passes the SLA with more than this percentage of its expected tags scanned.',
      requireTwoFactor: 'Require two-factor sign-in for admins',
      requireTwoFactorHelp: 'An admin without it is led to set it up after the password, before anything else.',
      timeZone: 'Time zone',
      timeZoneHelp:
        'Every time the console, the handsets, the CSVs, the PDFs and the messages write is in this zone, whatever the computer is set to; shift days start at 06:00 in it.',
      saveTimeZone: 'Save time zone',
      portalColour: 'Client portal colour',
      portalColourHelp:
        "The colour of the header your clients see at the top of their portal (/portal), where their name and your company's are written.",
      savePortalColour: 'Save portal colour',
      usePortalOwn: "Use the portal's own",
      openRedAlerts: 'Open red alerts',
      oldestOpenRed: 'Oldest waiting',
    },
    openRed: {
      none: 'None',
      count: '%{smart_count} unanswered |||| %{smart_count} unanswered',
      oldest: 'for %{duration}',
    },
  },
};
