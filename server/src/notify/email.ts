/**
 * E-mail over SMTP (nodemailer), with a plain-text part and an HTML part made from it (emailHtml.ts).
 * SMTP_URL such as smtp://user:pass@host:587. A message's attachments are stored files (`/files/<name>` in
 * attachments), read through the file store so they are found on any server instance; each is named as the message
 * says, or after its subject ('Sandton report 2025-06-02 to 2025-06-03.pdf').
 */
import type { Transporter } from 'nodemailer';
import { FILES_PREFIX, type FileStore } from '../integrations/fileStore';
import { emailHtml } from './emailHtml';
import type { Row, Sender } from './outbox';

const fileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '-');

async function attachmentsOf(files: FileStore | undefined, message: Row) {
  if (!message.attachments?.length) return undefined;
  return Promise.all(
    message.attachments.map(async (attachment) => {
      const stored = attachment.path.startsWith(FILES_PREFIX)
        ? attachment.path.slice(FILES_PREFIX.length)
        : attachment.path;
      const file = files ? await files.find(stored, message.companyId ?? undefined) : null;
      // Thrown, the message waits and is tried again (the file may be on its way); after the last try it is failed.
      if (!file) throw new Error(`attachment ${stored} not found`);
      const extension = stored.slice(stored.lastIndexOf('.'));
      const name = attachment.name ?? `${message.subject || 'attachment'}${extension}`;
      return { filename: fileName(name), content: file.content, contentType: file.contentType };
    }),
  );
}

export function emailSender(smtpUrl: string | undefined, from: string, files?: FileStore): Sender {
  if (!smtpUrl) return null;
  // nodemailer is loaded with the first message, not at the server's start.
  let transport: Promise<Transporter> | undefined;
  return async (message) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    const info = await (await transport).sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      html: emailHtml(message.subject, message.body),
      attachments: await attachmentsOf(files, message),
    });
    return { providerMessageId: info.messageId };
  };
}
