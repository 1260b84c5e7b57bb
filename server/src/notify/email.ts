/** E-mail over SMTP (nodemailer). SMTP_URL such as smtp://user:pass@host:587. */
import nodemailer from 'nodemailer';
import type { Sender } from './outbox';

export function emailSender(smtpUrl: string | undefined, from: string): Sender {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      attachments: message.attachmentPath ? [{ path: message.attachmentPath }] : undefined,
    });
  };
}
