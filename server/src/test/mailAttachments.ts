/** The attachments of a raw e-mail (as the SMTP peer received it): each one's type, file name and bytes. */

export interface Attachment {
  contentType: string;
  filename: string;
  content: Buffer;
}

/** A header parameter, plain (`name="value"`) or split and encoded as RFC 2231 says (`name*0*=utf-8''…`). */
function parameter(headers: string, name: string): string {
  const plain = new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(headers);
  if (plain) return plain[1];
  const parts = [...headers.matchAll(new RegExp(`;\\s*${name}\\*(\\d+)(\\*?)=("([^"]*)"|[^;\\s]*)`, 'gi'))];
  return parts
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((part) => {
      const value = part[4] ?? part[3];
      return part[2] ? decodeURIComponent(value.replace(/^utf-8''/i, '')) : value;
    })
    .join('');
}

export function attachmentsOf(raw: string): Attachment[] {
  const found: Attachment[] = [];
  const pattern = /^content-type:\s*([\w.+-]+\/[\w.+-]+)/gim;
  for (const match of raw.matchAll(pattern)) {
    const start = match.index as number;
    const headerEnd = raw.indexOf('\r\n\r\n', start);
    const headers = raw.slice(start, headerEnd).replace(/\r\n[ \t]+/g, ' ');
    if (!/content-disposition:\s*attachment/i.test(headers)) continue;
    const bodyStart = headerEnd + 4;
    // The body is base64, which never holds '-': the next boundary ends it.
    const bodyEnd = raw.indexOf('--', bodyStart);
    found.push({
      contentType: match[1].toLowerCase(),
      filename: parameter(headers, 'filename'),
      content: Buffer.from(raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64'),
    });
  }
  return found;
}
