/**
 * A report's e-mails against a real SMTP peer: with the peer down the report is stored and its e-mails wait in
 * the outbox (its card says not sent yet); once the peer is back they arrive with the PDF attached, named after
 * the report, read from the file store. Telegram and SMS have no configuration here: counted as not configured.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { Report } from '../../../../contract/reports';
import { fileStoreFor } from '../../integrations/fileStore';
import { emailSender } from '../../notify/email';
import { deliverDue } from '../../notify/outbox';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { attachmentsOf } from '../../test/mailAttachments';
import { pdfText } from '../../test/pdfText';
import { createArea, pastDay, siteWithReportContacts } from '../../test/reports';
import { startSmtpPeer } from '../../test/smtp';

let t: TestContext;
let call: Api;
let site: Awaited<ReturnType<typeof siteWithReportContacts>>;
let area: Awaited<ReturnType<typeof createArea>>;
beforeAll(async () => {
  // A server with e-mail configured (its peer is started per test below).
  t = await build({ SMTP_URL: 'smtp://127.0.0.1:9' });
  call = api(t);
  area = await createArea(call, 'admin', true);
  site = await siteWithReportContacts(t, call, 'admin', area.id);
});
afterAll(() => t.close());

const day = pastDay(3);
const from = 'Patrol Console <reports@patrol.local>';

async function deliver(smtpUrl: string) {
  const email = emailSender(smtpUrl, from, fileStoreFor(t.database, t.config.dataDir));
  await deliverDue(t.database.db, { email, telegram: null, sms: null }, t.app.log, 100);
}

async function listed(id: number): Promise<Report> {
  const response = await call.get(
    'admin',
    `/api/v1/report/site/${site.id}?startDate=${day.startDate}&endDate=${day.endDate}`,
  );
  return (response.json() as Report[]).find((report) => report.id === id) as Report;
}

describe('report e-mail', () => {
  it('keeps the report and its e-mails through an SMTP outage, and delivers the PDF when the peer is back', async () => {
    const down = await startSmtpPeer();
    await down.close();

    const made = await call.post('admin', '/api/v1/report/site', {
      ...day,
      company: (await call.companies()).guardforce,
      siteId: site.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe(MESSAGES.report.generated);
    const { id } = made.json().report as Report;
    await deliver(down.url);

    // Stored, and the card says its e-mails are not sent yet.
    expect((await call.get('controller', `/api/v1/report/file/${id}`)).statusCode).toBe(200);
    expect((await listed(id)).delivery).toEqual({
      recipients: 4,
      sent: 0,
      waiting: 2,
      failed: 0,
      notConfigured: 2,
      notConnected: 0,
    });
    const waiting = await rows<{ status: string; attempts: number; last_error: string }>(
      t,
      sql`select status, attempts, last_error from notification_outbox where report_id = ${id} and channel = 'email'`,
    );
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    const peer = await startSmtpPeer(down.port);
    try {
      await rows(t, sql`update notification_outbox set next_attempt_at = now() where report_id = ${id}`);
      await deliver(peer.url);
      expect((await listed(id)).delivery).toEqual({
        recipients: 4,
        sent: 2,
        waiting: 0,
        failed: 0,
        notConfigured: 2,
        notConnected: 0,
      });
      expect(peer.received.map((mail) => mail.to[0]).sort()).toEqual(
        [area.contactEmail, site.manager.emailAddress].sort(),
      );

      const stored = (await call.get('admin', `/api/v1/report/file/${id}`)).rawPayload;
      for (const mail of peer.received) {
        expect(mail.text).toContain(`Subject: ${site.name} report`);
        expect(mail.text).toContain(`Attached is the patrol report of ${site.name}`);
        const [attachment] = attachmentsOf(mail.text);
        expect(attachment.contentType).toBe('application/pdf');
        expect(attachment.filename).toMatch(
          new RegExp(`^${site.name} report \\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}\\.pdf$`),
        );
        expect(attachment.content.equals(stored)).toBe(true);
        expect((await pdfText(attachment.content)).replace(/\s+/g, ' ')).toContain(`Site Patrol Report ${site.name}`);
      }
    } finally {
      await peer.close();
    }
  });
});
