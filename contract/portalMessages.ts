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
  /** /portal opened with neither a link nor a session kept in this browser. */
  noSession: 'Open the sign-in link the security company sent you, or ask for a new link below.',
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
  /** 'Check a copy you kept' (POST /api/v1/portal/checkpoints/check): the record against the client's own copy. */
  copyNotJson:
    'This file is not a copy of your checkpoints: it is not JSON. Choose the checkpoints file (JSON) downloaded here.',
  copyWrongShape: 'This file is not a copy of your checkpoints as the portal gives it ({detail})',
  copyNoCheckpoints: 'The file has no list of checkpoints.',
  copyTooMany: 'This copy holds more than {max} checkpoints: download and check a shorter period.',
  copyNotYours: 'Not of your sites: not checked',
  copyNothingOfYours: 'Nothing in this copy is of your sites: nothing was checked.',
  copyDevicesBroken: 'Record not intact for {count} of {total} handsets',
  copyNotIntact: 'Record not intact: {where}',
  copyMorePlaces: '{where}; {count} places in all',
  copyAltered: "This copy was altered: its checkpoint of event {seq} does not carry the server's signature",
  copyOtherKey:
    "The checkpoint of event {seq} was signed with another key ({keyId}) than this server's: it cannot be checked here",
  copyShorter: '{events} missing: the record now ends before event {head}, the last your copy signed',
  copyHeadMissing: 'Event {seq}, signed in your copy, is missing from the record',
  copyRewritten:
    'Differs from your copy at event {seq}: something between event {from} and event {seq} was changed, removed or inserted',
  copyGap: '{events} missing from the record',
  copyEvent: 'Event {seq}',
  copyEvents: 'Events {from}–{to}',
} as const;
