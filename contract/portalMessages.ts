/**
 * The client's portal (/portal) and its sign-in by link: MESSAGES.portal. Apart so that the portal's own small bundle
 * takes these and not every message of the console.
 */
export const PORTAL_MESSAGES = {
  linkUnknown: 'This sign-in link is not known. Ask for a new link below.',
  linkUsed: 'This sign-in link was already used. Ask for a new link below.',
  linkExpired: 'This sign-in link has expired (links last 15 minutes). Ask for a new link below.',
  linkRevoked: 'This sign-in link was withdrawn by the security company. Ask them for access.',
  sessionEnded: 'Your session has ended. Ask for a new sign-in link.',
  linkSent: 'If this address belongs to a client, a new sign-in link is on its way.',
  tooManyLinks: 'Too many links asked for. Wait a few minutes and try again.',
  clientsOnly: 'This page is for clients signed in with a link.',
  panicPosition: 'Panic raised (its position is shown once the control room has answered)',
  pleaseCallPosition: 'Asked to be called back (the position is shown once the control room has answered)',
  /** The monthly SLA sheet's month (GET /api/v1/portal/sla). */
  siteNotFound: 'Site not found.',
  photoNotFound: 'Photo not found.',
  /** A report not of the client's sites is answered as one that does not exist (GET /api/v1/portal/reports/{id}/file). */
  reportNotFound: 'Report not found.',
  badMonth: 'Give the month as YYYY-MM, for example 2026-10.',
  futureMonth: 'That month has not begun: choose this month or an earlier one.',
  provisional: 'Provisional until the month ends',
  recordIntact: 'Record intact',
  recordBroken: 'Record not intact: {count} finding(s), the first on {what}',
} as const;
