/** An e-mail goes out with a plain-text part and an HTML part made from it, names escaped and links clickable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp';
import { emailSender } from './email';
import type { Row } from './outbox';
import { alertNotification } from './templates';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer.close());

const row = (subject: string, body: string) =>
  ({ id: 1, companyId: null, recipient: 'control@client.example.co.za', subject, body, attachments: null }) as Row;

describe('e-mail', () => {
  it('sends the text and an HTML alternative with the console link as a link', async () => {
    const { subject, body } = alertNotification(
      'panic',
      'email',
      {
        site: 'Sandton <Main> & Co',
        device: 'Handset 3',
        at: new Date('2025-06-02T12:34:00Z'),
        latitude: -26.1,
        longitude: 28.05,
      },
      'https://console.guardforce.co.za',
    );
    await emailSender(peer.url, 'Patrol Console <alerts@patrol.local>')?.(row(subject, body));
    const [mail] = peer.received;
    expect(mail.text).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.text).toMatch(/Content-Type: text\/plain[\s\S]*Handset 3 raised a panic at Sandton <Main> & Co/);
    expect(mail.text).toMatch(/Content-Type: text\/html/);
    expect(mail.text).toContain('<h2 style="font-size: 18px;">PANIC at Sandton &lt;Main&gt; &amp; Co</h2>');
    expect(mail.text).toContain(
      '<a href="https://console.guardforce.co.za/company/alerts">https://console.guardforce.co.za/company/alerts</a>',
    );
    expect(mail.text).toContain('<a href="https://www.google.com/maps?q=-26.10000,28.05000">');
  });
});
