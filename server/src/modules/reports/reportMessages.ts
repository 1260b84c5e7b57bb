/**
 * What a report's recipients are sent: an e-mail with the PDF attached and its headline figures, or (Telegram,
 * SMS) a short text with a signed link. Each carries the report's id, so its card can count what went out. A morning
 * site report's e-mail also carries the day's signed checkpoints of the site's record (the JSON the portal downloads),
 * and says how many, or that there were none. A client of the site (recipients.ts) is pointed to the portal as well;
 * no report message links the console.
 */
import type { OutboxMessage } from '../../notify/outbox';
import { portalLink, REPORT_PORTAL, type Reader, reportNotification, zoneWords } from '../../notify/templates';
import type { Period } from '../../time';
import type { PatrolLine, SlaVerdict, TagFigures } from './content';
import { longTime, percent } from './pdf/format';
import type { Recipient } from './recipients';
import type { Target } from './store';
import { reportTitle, subjectName } from './title';

/** What the messages say: the report's subject and its headline figures. */
export interface ReportSummary {
  companyId: number;
  companyName: string;
  /** The company's time zone: the period is written on its clock. */
  timeZone: string;
  kind: Target['kind'];
  name: string;
  period: Period;
  sla: SlaVerdict;
  tags: TagFigures;
  patrols: PatrolLine;
}

const verdict = (sla: SlaVerdict) => (sla.passed ? 'met' : 'not met');

/** The SLA line: its verdict and figures, or that nothing was expected (then there is nothing to judge). */
const slaLine = ({ sla, tags }: ReportSummary) =>
  tags.expected
    ? `SLA: ${verdict(sla)}. ${percent(tags.scannedPercentage)} of the expected tags were scanned (${tags.scanned} of ${tags.expected}); the SLA asks for more than ${sla.threshold}%.`
    : 'SLA: nothing to judge. No patrol expected a tag in this period.';

/** A day's signed checkpoints sent with a morning site report: how many, and their stored JSON (none when 0). */
export interface CheckpointCopy {
  count: number;
  fileUrl: string | null;
}

/** The checkpoints' line, true either way. */
const checkpointsLine = ({ count }: CheckpointCopy) =>
  count
    ? `${count} signed checkpoint${count === 1 ? '' : 's'} of the record, attached (JSON): keep them; the record of these days can be checked against them later.`
    : 'No signed checkpoints for this day.';

function emailBody(summary: ReportSummary, checkpoints: CheckpointCopy | undefined, portal: string | null): string {
  const { patrols } = summary;
  return [
    'Hello,',
    '',
    `Attached is the patrol report of ${subjectName(summary.kind, summary.name)} for ${longTime(summary.period.from, summary.timeZone)} to ${longTime(summary.period.to, summary.timeZone)} (${zoneWords(summary.timeZone)}).`,
    '',
    slaLine(summary),
    `Patrols complete: ${patrols.complete} of ${patrols.planned} planned (${percent(patrols.completePercentage)}).`,
    ...(checkpoints ? ['', checkpointsLine(checkpoints)] : []),
    ...(portal ? ['', REPORT_PORTAL, portal] : []),
    '',
    summary.companyName,
    '',
  ].join('\n');
}

const headline = ({ sla, tags }: ReportSummary) =>
  tags.expected ? `SLA ${verdict(sla)}, ${percent(tags.scannedPercentage)} of tags scanned` : 'no tag expected';

/**
 * The outbox messages of a stored report: e-mails with its file attached, short texts with the signed link. A
 * recipient nothing can be sent to yet (`refused`) gets its message recorded as undeliverable with the reason. A
 * client of the site is pointed to the portal at `consoleUrl`/portal.
 */
export function reportMessages(
  recipients: Recipient[],
  summary: ReportSummary,
  report: { id: number; fileUrl: string; link: string; checkpoints?: CheckpointCopy },
  consoleUrl: string,
): OutboxMessage[] {
  const titled = (what?: string) => reportTitle(summary.kind, summary.name, summary.period, summary.timeZone, what);
  const title = titled();
  const { checkpoints } = report;
  const attachments = [
    { path: report.fileUrl },
    // 'Sandton signed checkpoints 2025-06-02 to 2025-06-03.json'
    ...(checkpoints?.fileUrl ? [{ path: checkpoints.fileUrl, name: `${titled('signed checkpoints')}.json` }] : []),
  ];
  const short = { title, headline: headline(summary), link: report.link };
  const portal = (reader: Reader) => (reader === 'client' ? portalLink(consoleUrl) : null);
  return recipients.map(({ channel, address, refused, reader }) => ({
    companyId: summary.companyId,
    channel,
    recipient: address,
    subject: title,
    reportId: report.id,
    ...(refused ? { notSent: { status: 'undeliverable' as const, reason: refused } } : {}),
    ...(channel === 'email'
      ? { body: emailBody(summary, checkpoints, portal(reader)), attachments }
      : { body: reportNotification(channel, short, reader, consoleUrl).body }),
  }));
}
