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
  photos: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
  alerts: 'Alerts of the last 30 days',
  noAlerts: 'No alerts.',
  answered: (when: string, took: string) => `Answered ${when} (after ${took})`,
  notAnswered: 'Not answered yet',
  newLink: 'Send me a new link',
  emailAddress: 'Your e-mail address',
  signOut: 'Forget this device',
  by: (company: string) => `Patrols by ${company}`,
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

export const when = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
