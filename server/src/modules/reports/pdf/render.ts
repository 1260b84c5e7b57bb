/**
 * A report's content printed as a PDF (A4, built-in Helvetica: no font is fetched). The documents are plain
 * functions of their content (no hooks), called here to give the renderer its <Document> element.
 */
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { PortalSla } from '../../../../../contract/portal';
import { nowSeconds } from '../../../time';
import type { AreaReportContent, SiteReportContent } from '../content';
import { AreaReport } from './AreaReport';
import { SiteReport } from './SiteReport';
import { SlaSheet } from './SlaSheet';

// Words wrap whole: a figure's note or a site's name is never cut with a hyphen.
Font.registerHyphenationCallback((word) => [word]);

const now = () => nowSeconds();

export function renderSiteReport(content: SiteReportContent): Promise<Buffer> {
  return renderToBuffer(SiteReport({ content, generatedAt: now() }));
}

export function renderAreaReport(content: AreaReportContent): Promise<Buffer> {
  return renderToBuffer(AreaReport({ content, generatedAt: now() }));
}

export function renderSlaSheet(sla: PortalSla): Promise<Buffer> {
  return renderToBuffer(SlaSheet({ sla, generatedAt: now() }));
}
