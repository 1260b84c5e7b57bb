/**
 * What every notification says, per topic and channel, in one place. An e-mail says everything and links to the
 * console's alerts (a site's client: the portal, never the console); a Telegram message is shorter and adds the location as a map link; an SMS fits one 160-character
 * GSM-7 message: site, what happened, the time (the company's clock, HH:mm) and the link, the site's name cut to fit.
 * Times are on the company's clock: its time zone, South African time unless it chose another.
 * Account mail (the password reset) is here too.
 */
import { reportTime } from '../../../contract/reports';
import { DEFAULT_TIME_ZONE } from '../../../contract/timeZone';
import { epochSeconds } from '../time';
import { consoleUrl as currentConsoleUrl } from './consoleUrl';
import { cutToSeptets, SMS_SEPTETS, septets, toGsm7 } from './gsm';
import type { Channel } from './outbox';

export interface Notification {
  subject: string;
  body: string;
}

export type AlertTopic = 'panic' | 'welfareMissed' | 'pleaseCall' | 'failedPatrol' | 'batteryLow' | 'boundary';

/** What an alert's notifications tell. */
export interface AlertFacts {
  site: string;
  /** The handset's name (null: not known). */
  device?: string | null;
  /** When it happened. */
  at: Date;
  latitude?: number | null;
  longitude?: number | null;
  batteryStatus?: number;
  /** The guard's name, when the alert is about him (a welfare check missed). */
  guard?: string;
  /** A patrol's verdict; `revisedFrom`: the verdict told before, when scans that arrived later changed it. */
  patrol?: { route: string; status: string; start: Date; end: Date; revisedFrom?: string };
  /** The company's time zone (default Africa/Johannesburg): the times are on its clock. */
  timeZone?: string;
}

/** A report's short text: its title, the headline figures and the link to it. */
export interface ReportFacts {
  title: string;
  headline: string;
  link: string;
}

const handset = (facts: AlertFacts) => facts.device || 'A handset';
const zoneOf = (f: AlertFacts) => f.timeZone ?? DEFAULT_TIME_ZONE;
const hhmm = (at: Date, f: AlertFacts) => reportTime(epochSeconds(at), zoneOf(f)).slice(11);
const dayAndTime = (at: Date, f: AlertFacts) => reportTime(epochSeconds(at), zoneOf(f));
/** How a message names the zone its times are in: 'South African time' for the default, else 'Europe/London time'. */
export const zoneWords = (zone: string) => (zone === DEFAULT_TIME_ZONE ? 'South African time' : `${zone} time`);
const located = (f: AlertFacts) => f.latitude != null && f.longitude != null;
const coordinates = (f: AlertFacts) => `${f.latitude?.toFixed(5)}, ${f.longitude?.toFixed(5)}`;
export const mapLink = (f: AlertFacts) =>
  `https://www.google.com/maps?q=${f.latitude?.toFixed(5)},${f.longitude?.toFixed(5)}`;
export const alertsLink = (consoleUrl: string) => `${consoleUrl.replace(/\/+$/, '')}/company/alerts`;
/** The client's portal (issue 33): where a site's client sees the alert and the control room's answer. */
export const portalLink = (consoleUrl: string) => `${consoleUrl.replace(/\/+$/, '')}/portal`;

/** Whom a notification links: the control room (the console's alerts) or a client of the site (the portal). */
export type Reader = 'console' | 'client';
const LINKS: Record<Reader, { link: (url: string) => string; email: string; telegram: string }> = {
  console: { link: alertsLink, email: 'Open the alerts in the console to see and answer it:', telegram: 'Console' },
  client: { link: portalLink, email: "See it, and the control room's answer, in your portal:", telegram: 'Portal' },
};

/** Per topic: the subject, the SMS headline, and what happened (said without the site). */
const TOPICS: Record<
  AlertTopic,
  { subject: (f: AlertFacts) => string; head: string; what: (f: AlertFacts) => string }
> = {
  panic: { subject: (f) => `PANIC at ${f.site}`, head: 'PANIC', what: (f) => `${handset(f)} raised a panic` },
  welfareMissed: {
    subject: (f) => `Welfare check missed at ${f.site}`,
    head: 'WELFARE CHECK MISSED',
    what: (f) => `${f.guard ?? handset(f)} did not answer 'Are you OK?'`,
  },
  pleaseCall: {
    subject: (f) => `Please call: ${f.site}`,
    head: 'PLEASE CALL',
    what: (f) => `${handset(f)} asks to be called back`,
  },
  batteryLow: {
    subject: (f) => `Battery low: ${handset(f)} at ${f.site}`,
    head: 'BATTERY LOW',
    what: (f) => `${handset(f)} is at ${f.batteryStatus ?? '?'}% and not charging`,
  },
  boundary: {
    subject: (f) => `${handset(f)} left ${f.site}`,
    head: 'BOUNDARY',
    what: (f) => `${handset(f)} reported a location outside the site boundary`,
  },
  failedPatrol: {
    subject: (f) =>
      f.patrol?.revisedFrom
        ? `${f.site}: ${f.patrol.route} patrol revised from ${f.patrol.revisedFrom} to ${f.patrol.status}`
        : `${f.site}: ${f.patrol?.route} patrol ${f.patrol?.status}`,
    head: 'PATROL',
    what: (f) => {
      if (!f.patrol) return 'a patrol ended unfinished';
      const patrol = `${f.patrol.route} patrol ${hhmm(f.patrol.start, f)}-${hhmm(f.patrol.end, f)}`;
      return f.patrol.revisedFrom
        ? `${patrol}, told ${f.patrol.revisedFrom}, is ${f.patrol.status} with scans that arrived later`
        : `${patrol} ended ${f.patrol.status}`;
    },
  },
};

/** An SMS: `HEAD site HH:mm: what. link`, the site's name (then what happened) cut to fit one message. */
function sms(prefix: string, site: string, time: string, what: string, link: string): string {
  const [p, s, w, l] = [prefix, site, what, link].map(toGsm7);
  const frame = (siteText: string, whatText: string) => `${p} ${siteText} ${time}: ${whatText}. ${l}`;
  const room = SMS_SEPTETS - septets(frame('', ''));
  const siteText = cutToSeptets(s, Math.max(12, room - septets(w)));
  return frame(siteText, cutToSeptets(w, room - septets(siteText)));
}

function emailBody(topic: AlertTopic, f: AlertFacts, consoleUrl: string, waited?: number, reader: Reader = 'console') {
  const lines: string[] = [];
  if (waited !== undefined) lines.push(`UNANSWERED for ${waited} min: nobody has answered this alert yet.`, '');
  lines.push(`${TOPICS[topic].what(f)} at ${f.site} at ${dayAndTime(f.at, f)} (${zoneWords(zoneOf(f))}).`);
  if (f.patrol)
    lines.push(`Route: ${f.patrol.route}. Window: ${dayAndTime(f.patrol.start, f)} to ${hhmm(f.patrol.end, f)}.`);
  if (located(f)) lines.push(`Location: ${coordinates(f)} (map: ${mapLink(f)})`);
  lines.push('', LINKS[reader].email, LINKS[reader].link(consoleUrl), '');
  return lines.join('\n');
}

function telegramBody(
  topic: AlertTopic,
  f: AlertFacts,
  consoleUrl: string,
  waited?: number,
  reader: Reader = 'console',
) {
  return [
    waited === undefined ? null : `UNANSWERED for ${waited} min`,
    TOPICS[topic].subject(f),
    `${TOPICS[topic].what(f)} at ${hhmm(f.at, f)} (${zoneWords(zoneOf(f))}).`,
    located(f) ? `Map: ${mapLink(f)}` : null,
    `${LINKS[reader].telegram}: ${LINKS[reader].link(consoleUrl)}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** An alert's notification on one channel, linking the console, or the portal for a client of the site. */
export function alertNotification(
  topic: AlertTopic,
  channel: Channel,
  facts: AlertFacts,
  consoleUrl = currentConsoleUrl(),
  reader: Reader = 'console',
): Notification {
  const subject = TOPICS[topic].subject(facts);
  if (channel === 'email') return { subject, body: emailBody(topic, facts, consoleUrl, undefined, reader) };
  if (channel === 'telegram') return { subject, body: telegramBody(topic, facts, consoleUrl, undefined, reader) };
  const { head, what } = TOPICS[topic];
  const link = LINKS[reader].link(consoleUrl);
  return { subject, body: sms(head, facts.site, hhmm(facts.at, facts), what(facts), link) };
}

/**
 * The notification of an alert nobody has answered after `minutesWaited`, marked UNANSWERED (the escalation's
 * re-notification). The console's address defaults to the server's PUBLIC_URL.
 */
export function unansweredNotification(
  topic: AlertTopic,
  channel: Channel,
  facts: AlertFacts,
  minutesWaited: number,
  consoleUrl = currentConsoleUrl(),
): Notification {
  const subject = `UNANSWERED ${minutesWaited} min: ${TOPICS[topic].subject(facts)}`;
  if (channel === 'email') return { subject, body: emailBody(topic, facts, consoleUrl, minutesWaited) };
  if (channel === 'telegram') return { subject, body: telegramBody(topic, facts, consoleUrl, minutesWaited) };
  const { head, what } = TOPICS[topic];
  const prefix = `UNANSWERED ${minutesWaited}m ${head}`;
  return { subject, body: sms(prefix, facts.site, hhmm(facts.at, facts), what(facts), alertsLink(consoleUrl)) };
}

/** What a report's message adds for a client of the site (issue 33): the portal, where the site's record is. */
export const REPORT_PORTAL = "See today's patrols, incidents and the monthly SLA in your portal:";

/**
 * A report's short text for Telegram and SMS (its e-mail carries the PDF and its figures: reports/reportMessages.ts).
 * A client of the site is pointed to the portal too: on Telegram a line more; an SMS has no room for two links, so a
 * client's links the portal (which holds the report) in place of the signed link.
 */
export function reportNotification(
  channel: Exclude<Channel, 'email'>,
  facts: ReportFacts,
  reader: Reader = 'console',
  consoleUrl = currentConsoleUrl(),
): Notification {
  const client = reader === 'client';
  if (channel === 'telegram') {
    const portal = client ? `\n${REPORT_PORTAL} ${portalLink(consoleUrl)}` : '';
    return { subject: facts.title, body: `${facts.title}: ${facts.headline}.\nReport: ${facts.link}${portal}` };
  }
  const [title, headline, link] = [
    facts.title,
    facts.headline,
    client ? `Portal: ${portalLink(consoleUrl)}` : facts.link,
  ].map(toGsm7);
  // The signed link is long: the headline goes when the title would keep fewer than 12 characters.
  const tail = SMS_SEPTETS - septets(`: ${headline}. ${link}`) >= 12 ? `: ${headline}. ${link}` : ` ${link}`;
  return { subject: facts.title, body: `${cutToSeptets(title, Math.max(12, SMS_SEPTETS - septets(tail)))}${tail}` };
}

export const TEMPLATES = {
  passwordReset: (name: string, link: string): Notification => ({
    subject: 'Reset your Patrol Console password',
    body: `Hello ${name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
  }),
};
