/** The shell and what every page shares: app name, roles, menu, header, confirm dialog, later and not-found pages. */
export const shell = {
  app: { name: 'Patrol Console' },
  breadcrumb: 'Breadcrumb',
  notification: { ok: 'OK' },
  roles: {
    SYS_ADMIN: 'Sys Admin',
    ADMIN: 'Admin',
    CONTROLLER: 'Controller',
    'security-guard': 'Security Guard',
  },
  menu: {
    alerts: 'Alerts',
    chats: 'Chats',
    sites: 'Sites',
    dashboard: 'Dashboard',
    reports: 'Reports',
    employees: 'Employees',
    areas: 'Areas',
    clients: 'Clients',
    attendance: 'Attendance',
    escalation: 'Escalation',
    'tag-enrollment': 'Tag Enrollment',
    incidents: 'Incidents',
    audit: 'Audit log',
    'live-map': 'Live map',
    chatsUnread: 'Chats, %{smart_count} unread message |||| Chats, %{smart_count} unread messages',
  },
  header: {
    backToCompanies: 'Back to the companies',
    signedInAs: 'Signed in as',
    signOut: 'Sign Out',
  },
  confirm: {
    question: 'Are you sure you would like to %{action}?',
    continue: 'Continue',
    cancel: 'Cancel',
    close: 'Close',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Go to the start page',
  },
  errors: {
    selectCompany: 'Select a company first.',
  },
};
