/** A report's title, as its e-mail subject, its attachment and its download are named: 'Sandton report 2025-06-02 to 2025-06-03'. */
import { reportDay } from '../../../../contract/reports';
import type { Period } from '../../time';
import type { Target } from './store';

/** The site's name, or the area's name followed by 'area'. */
export const subjectName = (kind: Target['kind'], name: string) => (kind === 'area' ? `${name} area` : name);

/** Its dates are the company's (`zone`); `what` names what goes with the report ('signed checkpoints'). */
export const reportTitle = (kind: Target['kind'], name: string, period: Period, zone: string, what = 'report') =>
  `${subjectName(kind, name)} ${what} ${reportDay(period.from, zone)} to ${reportDay(period.to, zone)}`;

/** `inline` with the title as the file name: plain ASCII for every client, and UTF-8 for those that read it. */
export function inlineDisposition(title: string): string {
  const file = `${title}.pdf`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
