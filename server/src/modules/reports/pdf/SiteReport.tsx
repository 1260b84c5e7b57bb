/** The site report: verdict and key figures first, then patrols, tags, alerts, incidents, attendance, devices, and days. */
import { Document, Page } from '@react-pdf/renderer';
import type { SiteReportContent } from '../content';
import { Alerts } from './Alerts';
import { Attendance } from './Attendance';
import { Days } from './Days';
import { Devices } from './Devices';
import { Footer, TitleBlock } from './Frame';
import { reportDay } from './format';
import { Incidents } from './Incidents';
import { Integrity } from './Integrity';
import { Patrols } from './Patrols';
import { Summary } from './Summary';
import { Tags } from './Tags';
import { styles } from './theme';

export function SiteReport({ content, generatedAt }: { content: SiteReportContent; generatedAt: number }) {
  const { company, site, period } = content;
  const zone = company.timeZone;
  return (
    <Document
      title={`${site.name} report ${reportDay(period.from, zone)} to ${reportDay(period.to, zone)}`}
      author={company.name}
      subject={`Patrol report of ${site.name}`}
      creator="Patrol Console"
      producer="Patrol Console"
    >
      <Page size="A4" style={styles.page}>
        <TitleBlock
          company={company.name}
          title="Site Patrol Report"
          subject={site.name}
          detail={site.address}
          period={period}
          generatedAt={generatedAt}
          zone={zone}
        />
        <Summary sla={content.sla} tags={content.tags} patrols={content.patrols.total} alerts={content.alerts} />
        <Integrity integrity={content.integrity} checkpoints={content.checkpoints} zone={zone} />
        <Patrols lines={content.patrols.lines} total={content.patrols.total} />
        <Tags tags={content.tags} />
        <Days days={content.days} threshold={content.sla.threshold} />
        <Alerts alerts={content.alerts} />
        <Incidents incidents={content.incidents} zone={zone} />
        <Attendance attendance={content.attendance} period={period} zone={zone} />
        <Devices devices={content.devices} zone={zone} />
        <Footer company={company.name} subject={site.name} period={period} zone={zone} />
      </Page>
    </Document>
  );
}
