/**
 * The HTML part of an e-mail, made from its plain text: the subject as the heading, paragraphs where the text has
 * blank lines, line breaks kept, every http(s) address a link. Everything is escaped, so nothing in a site's or
 * handset's name becomes markup.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:)]/g;

function linked(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += `${escaped(line.slice(from, match.index))}<a href="${escaped(url)}">${escaped(url)}</a>`;
    from = (match.index ?? 0) + url.length;
  }
  return html + escaped(line.slice(from));
}

export function emailHtml(subject: string, text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.split('\n').map(linked).join('<br>')}</p>`);
  return [
    '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; color: #222;">',
    `<h2 style="font-size: 18px;">${escaped(subject)}</h2>`,
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
