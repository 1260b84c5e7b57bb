/** Every word the portal shows (server messages come from contract/messages.ts). */
export const TEXT = {
  title: 'Your sites',
  signingIn: 'Signing you in…',
  loading: 'Loading…',
  today: 'Today',
  planned: 'Patrols planned',
  done: 'Done',
  inProgress: 'In progress',
  missed: 'Missed',
  missedCheckpoints: 'Checkpoints missed',
  noneMissed: 'No checkpoint missed today.',
  lastGuard: (name: string, when: string) => `Last guard seen: ${name}, ${when}`,
  noGuard: 'No guard seen in the last 7 days.',
  incidents: 'Incidents',
  noIncidents: 'No approved incident reports.',
  photoOf: (n: number, of: number) => `Photo ${n} of ${of}`,
  photoMissing: 'Photo not available',
  close: 'Close',
  alerts: 'Alerts of the last 30 days',
  noAlerts: 'No alerts.',
  answered: (when: string, took: string) => `Answered ${when} (after ${took})`,
  notAnswered: 'Not answered yet',
  newLink: 'Send me a new link',
  emailAddress: 'Your e-mail address',
  signOut: 'Forget this device',
  by: (company: string) => `Patrols by ${company}`,
  sla: 'Monthly SLA',
  month: 'Month',
  slaLoading: 'Reading the month…',
  allSites: 'All your sites',
  patrols: 'Patrols',
  complete: 'Complete',
  incomplete: 'Incomplete',
  open: 'Not yet judged',
  compliance: 'Patrol compliance',
  nothingDue: 'No checkpoint was due on a judged patrol this month: nothing to measure yet.',
  tagsScanned: (scanned: number, expected: number) => `${scanned} of ${expected} checkpoints scanned`,
  slaPassed: (threshold: number) => `Meets the SLA (more than ${threshold}%)`,
  slaFailed: (threshold: number) => `Below the SLA (more than ${threshold}% agreed)`,
  responses: 'Time to the control room’s first answer',
  median: 'Median',
  p95: '95 in 100 within',
  answeredOf: (answered: number, alerts: number) => `${answered} of ${alerts} alerts answered`,
  panics: (panics: number, median: string) =>
    panics === 0 ? 'No panic this month.' : `${panics} panic${panics === 1 ? '' : 's'}, median ${median}`,
  none: '—',
  incidentsByCategory: 'Incidents approved, by category',
  noIncidentsMonth: 'No approved incident this month.',
  record: 'The record',
  checkedEvents: (checked: number, checkpoints: number) =>
    `${checked} events checked against their chains; ${checkpoints} signed checkpoints this month`,
  evidence: 'Your copy of the record',
  evidenceHelp:
    'Every hour the record of each handset of your sites is signed with a key the company’s database does not hold. ' +
    'Keep these signed checkpoints: checked against them later, a record changed or cut afterwards shows.',
  evidenceCount: (n: number, days: number) => `${n} signed checkpoints in the last ${days} days.`,
  downloadCheckpoints: 'Download the checkpoints (JSON)',
  downloadPdf: 'Download PDF',
  preparing: 'Preparing…',
  pdfFailed: (message: string) => `The PDF could not be made: ${message} Try again.`,
  reports: {
    title: 'Site reports',
    help: 'The PDF reports of your sites: the daily report e-mailed each morning, and those made on request.',
    none: 'No site reports yet.',
    daily: 'Daily report',
    requested: 'Made on request',
    area: (name: string) => `${name} (area)`,
    period: (from: string, to: string) => `${from} to ${to}`,
    made: (when: string) => `made ${when}`,
    emailed: (sent: number, waiting: number) =>
      `E-mailed to ${sent} address${sent === 1 ? '' : 'es'}${waiting ? `; ${waiting} still waiting` : ''}`,
    waiting: (waiting: number) => `Not e-mailed yet: ${waiting} waiting to be sent`,
    notEmailed: 'Not e-mailed',
    download: 'Download PDF',
    showing: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
    newer: 'Newer',
    older: 'Older',
    failed: (message: string) => `The PDF could not be downloaded: ${message}`,
  },
  messages: 'Messages',
  messagesHelp: 'The messages sent to you about your sites. Turn off those you do not want.',
  saving: 'Saving…',
  saved: 'Saved',
  kinds: {
    reports: 'Daily and weekly site reports',
    panics: 'Panics',
    welfareMissed: "A guard who did not answer 'Are you OK?'",
    pleaseCalls: 'A guard asking to be called back',
    failedPatrols: 'Patrols failed or incomplete (and revised verdicts)',
    batteryLow: "A handset's battery low",
    boundary: 'A handset leaving the site',
  },
} as const;

/** '3 min', '1 h 5 min', '40 s'. */
export function took(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** YYYY-MM of this month and of the one before, on this device's clock. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
export function lastMonth(now = new Date()): string {
  return thisMonth(new Date(now.getFullYear(), now.getMonth() - 1, 1));
}

export const when = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
