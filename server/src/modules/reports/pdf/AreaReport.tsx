/** The area report: the sums over the area's sites, the sites ranked, alerts, and for a longer period the days. */
import { Document, Page } from '@react-pdf/renderer';
import type { AreaReportContent } from '../content';
import { Alerts } from './Alerts';
import { AreaSites } from './AreaSites';
import { Days } from './Days';
import { Footer, TitleBlock } from './Frame';
import { reportDay } from './format';
import { Summary } from './Summary';
import { Tags } from './Tags';
import { styles } from './theme';

export function AreaReport({ content, generatedAt }: { content: AreaReportContent; generatedAt: number }) {
  const { company, area, period } = content;
  const zone = company.timeZone;
  const siteCount = `${content.sites.length} site${content.sites.length === 1 ? '' : 's'}`;
  return (
    <Document
      title={`${area.name} report ${reportDay(period.from, zone)} to ${reportDay(period.to, zone)}`}
      author={company.name}
      subject={`Patrol report of the ${area.name} area`}
      creator="Patrol Console"
      producer="Patrol Console"
    >
      <Page size="A4" style={styles.page}>
        <TitleBlock
          company={company.name}
          title="Area Patrol Report"
          subject={area.name}
          detail={`Area of ${siteCount}`}
          period={period}
          generatedAt={generatedAt}
          zone={zone}
        />
        <Summary sla={content.sla} tags={content.tags} patrols={content.patrols} alerts={content.alerts} />
        <AreaSites sites={content.sites} />
        <Tags tags={content.tags} />
        <Days days={content.days} threshold={content.sla.threshold} />
        <Alerts alerts={content.alerts} />
        <Footer company={company.name} subject={`${area.name} area`} period={period} zone={zone} />
      </Page>
    </Document>
  );
}
