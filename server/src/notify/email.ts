/**
 * E-mail over SMTP (nodemailer), with a plain-text part and an HTML part made from it (emailHtml.ts).
 * SMTP_URL such as smtp://user:pass@host:587. A message's attachment is a stored
 * file (`/files/<name>` in attachmentPath), read through the file store so it is found on any server instance;
 * it is named after the message's subject ('Sandton report 2025-06-02 to 2025-06-03.pdf').
 */
import type { Transporter } from 'nodemailer';
import { FILES_PREFIX, type FileStore } from '../integrations/fileStore';
import { emailHtml } from './emailHtml';
import type { Row, Sender } from './outbox';

async function attachmentOf(files: FileStore | undefined, message: Row) {
  const path = message.attachmentPath;
  if (!path) return undefined;
  const name = path.startsWith(FILES_PREFIX) ? path.slice(FILES_PREFIX.length) : path;
  const file = files ? await files.find(name, message.companyId ?? undefined) : null;
  // Thrown, the message waits and is tried again (the file may be on its way); after the last try it is failed.
  if (!file) throw new Error(`attachment ${name} not found`);
  const extension = name.slice(name.lastIndexOf('.'));
  const title = (message.subject || 'attachment').replace(/[\\/:*?"<>|]+/g, '-');
  return [{ filename: `${title}${extension}`, content: file.content, contentType: file.contentType }];
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
      attachments: await attachmentOf(files, message),
    });
    return { providerMessageId: info.messageId };
  };
}
