/**
 * Every topic on every channel: the SMS fits one 160-character GSM-7 message whatever the names (long, accented,
 * typographic, emoji), with the site, what happened, the South African time and the link; Telegram adds the map
 * link; the e-mail says everything and links to the console.
 */
import { describe, expect, it } from 'vitest';
import { isGsm7, SMS_SEPTETS, septets } from './gsm';
import {
  type AlertFacts,
  type AlertTopic,
  alertNotification,
  REPORT_PORTAL,
  reportNotification,
  unansweredNotification,
} from './templates';

const TOPICS: AlertTopic[] = ['panic', 'pleaseCall', 'failedPatrol', 'batteryLow', 'boundary'];
const CONSOLE = 'https://console.guardforce.co.za';
// 12:34 UTC is 14:34 in South Africa.
const at = new Date('2025-06-02T12:34:00Z');
const facts = (site: string, device = 'Handset 3'): AlertFacts => ({
  site,
  device,
  at,
  latitude: -26.1247,
  longitude: 28.0344,
  batteryStatus: 9,
  patrol: { route: 'Perimeter', status: 'failed', start: new Date('2025-06-02T11:00:00Z'), end: at },
});

const SITES = {
  short: 'Sandton',
  long: 'Sandton City Shopping Centre North Parking Garage Levels 1 to 7 and Loading Bays East and West Entrance',
  accented: 'Zoë’s Café “Bühl” — Mthatha Plaza Ōkubo 大 {north} wing with a really long continuation name',
};

describe('SMS', () => {
  for (const topic of TOPICS)
    for (const [kind, site] of Object.entries(SITES))
      it(`${topic} at a ${kind} site name fits one GSM-7 message with the time and the link`, () => {
        const { body } = alertNotification(
          topic,
          'sms',
          facts(site, 'Guard handset “Ngozi” 😀 number twelve'),
          CONSOLE,
        );
        expect(isGsm7(body)).toBe(true);
        expect(septets(body)).toBeLessThanOrEqual(SMS_SEPTETS);
        expect(body).toContain(' 14:34: ');
        expect(body.endsWith(`${CONSOLE}/company/alerts`)).toBe(true);
      });

  it('keeps a short site name whole and says what happened', () => {
    expect(alertNotification('panic', 'sms', facts('Sandton'), CONSOLE).body).toBe(
      `PANIC Sandton 14:34: Handset 3 raised a panic. ${CONSOLE}/company/alerts`,
    );
  });

  it('cuts a long site name, marking the cut, and keeps its start', () => {
    const { body } = alertNotification('pleaseCall', 'sms', facts(SITES.long), CONSOLE);
    expect(body).toMatch(/^PLEASE CALL Sandton City Shopping Centre .*\.\. 14:34: Handset 3 asks to be called back\./);
  });

  it('writes accents and typographic quotes the GSM alphabet lacks in plain letters', () => {
    const { body } = alertNotification('panic', 'sms', facts('Zoë’s Café'), CONSOLE);
    expect(body).toContain("Zoe's Café 14:34");
  });

  it('an UNANSWERED re-notification fits one message too', () => {
    for (const topic of TOPICS) {
      const { body, subject } = unansweredNotification(topic, 'sms', facts(SITES.long), 12, CONSOLE);
      expect(septets(body)).toBeLessThanOrEqual(SMS_SEPTETS);
      expect(body).toMatch(/^UNANSWERED 12m /);
      expect(subject).toMatch(/^UNANSWERED 12 min: /);
    }
  });

  it("a report's text fits one message with its whole signed link, the headline when there is room", () => {
    const title = `${SITES.accented} report 2025-06-02 to 2025-06-03`;
    const headline = 'SLA met, 96.00% of tags scanned';
    const signed = `/api/v1/report/file/12345?expires=1750000000&signature=${'x'.repeat(43)}`;
    const long = reportNotification('sms', { title, headline, link: `${CONSOLE}${signed}` }).body;
    expect(isGsm7(long)).toBe(true);
    expect(septets(long)).toBeLessThanOrEqual(SMS_SEPTETS);
    expect(long).toMatch(new RegExp(`^Zoe's Café .*\\.\\. ${CONSOLE}/api/v1/report/file/12345\\?`));
    const short = reportNotification('sms', { title: 'Sandton report', headline, link: 'http://pc.local/r/1' }).body;
    expect(short).toBe(`Sandton report: ${headline}. http://pc.local/r/1`);
  });

  it("a report's text to a client of the site points to the portal: Telegram a line more, the SMS in the link's place", () => {
    const title = `${SITES.long} report 2025-06-02 to 2025-06-03`;
    const facts = { title, headline: 'SLA met, 96.00% of tags scanned', link: `${CONSOLE}/api/v1/report/file/1` };
    const sms = reportNotification('sms', facts, 'client', CONSOLE).body;
    expect(septets(sms)).toBeLessThanOrEqual(SMS_SEPTETS);
    expect(sms).toMatch(new RegExp(`: SLA met, 96.00% of tags scanned\\. Portal: ${CONSOLE}/portal$`));
    expect(sms).not.toContain('/api/v1/report/file/');
    const telegram = reportNotification('telegram', facts, 'client', CONSOLE).body;
    expect(telegram).toBe(`${title}: ${facts.headline}.\nReport: ${facts.link}\n${REPORT_PORTAL} ${CONSOLE}/portal`);
    expect(reportNotification('telegram', facts, 'console', CONSOLE).body).not.toContain('/portal');
  });
});

describe('Telegram', () => {
  it('adds the location as a map link, and the console link', () => {
    const { body } = alertNotification('panic', 'telegram', facts('Sandton'), CONSOLE);
    expect(body).toBe(
      [
        'PANIC at Sandton',
        'Handset 3 raised a panic at 14:34 (South African time).',
        'Map: https://www.google.com/maps?q=-26.12470,28.03440',
        `Console: ${CONSOLE}/company/alerts`,
      ].join('\n'),
    );
  });

  it('leaves the map out when the handset sent no position', () => {
    const { body } = alertNotification('pleaseCall', 'telegram', { site: 'Sandton', at }, CONSOLE);
    expect(body).not.toContain('Map:');
    expect(body).toContain('A handset asks to be called back at 14:34');
  });
});

describe('e-mail', () => {
  it('says everything: what, where, the date and time, the position and the console link', () => {
    const { subject, body } = alertNotification('failedPatrol', 'email', facts('Sandton'), CONSOLE);
    expect(subject).toBe('Sandton: Perimeter patrol failed');
    expect(body).toContain(
      'Perimeter patrol 13:00-14:34 ended failed at Sandton at 2025-06-02 14:34 (South African time).',
    );
    expect(body).toContain('Route: Perimeter. Window: 2025-06-02 13:00 to 14:34.');
    expect(body).toContain('Location: -26.12470, 28.03440 (map: https://www.google.com/maps?q=-26.12470,28.03440)');
    expect(body).toContain(`${CONSOLE}/company/alerts`);
  });

  it('keeps the subjects every topic has always had', () => {
    const subjects = TOPICS.map((topic) => alertNotification(topic, 'email', facts('Sandton'), CONSOLE).subject);
    expect(subjects).toEqual([
      'PANIC at Sandton',
      'Please call: Sandton',
      'Sandton: Perimeter patrol failed',
      'Battery low: Handset 3 at Sandton',
      'Handset 3 left Sandton',
    ]);
  });
});
