/** The client's monthly SLA sheet (the portal's) as a PDF, from the reports' building blocks (title block, sections, tables, footer). */
import { Document, Page, Text } from '@react-pdf/renderer';
import { MESSAGES } from '../../../../../contract/messages';
import type { PortalSla, PortalSlaFigures } from '../../../../../contract/portal';
import { Footer, TitleBlock } from './Frame';
import { duration, percent } from './format';
import { Section } from './Section';
import { type Column, Table } from './Table';
import { COLOURS, styles } from './theme';

type Line = Omit<PortalSlaFigures, 'record' | 'siteId'> & { record: { text: string; intact: boolean } };

const patrolColumns: Column<Line>[] = [
  { title: 'Site', width: 3, cell: (row) => row.siteName },
  { title: 'Planned', width: 1, align: 'right', cell: (row) => String(row.patrols.planned) },
  { title: 'Complete', width: 1, align: 'right', cell: (row) => String(row.patrols.complete) },
  { title: 'Incomplete', width: 1, align: 'right', cell: (row) => String(row.patrols.incomplete) },
  {
    title: 'Missed',
    width: 1,
    align: 'right',
    cell: (row) => String(row.patrols.failed),
    colour: (row) => (row.patrols.failed ? COLOURS.fail : undefined),
  },
  { title: 'Tags late', width: 1, align: 'right', cell: (row) => String(row.tags.late) },
  {
    title: 'Compliance',
    width: 1.3,
    align: 'right',
    // Nothing due: no percentage and no verdict (a month with nothing judged neither meets nor misses the SLA).
    cell: (row) => (row.tags.expected ? percent(row.tags.scannedPercentage) : 'nothing due'),
    colour: (row) => (row.tags.expected ? (row.sla.passed ? COLOURS.pass : COLOURS.fail) : undefined),
  },
];

const responseColumns: Column<Line>[] = [
  { title: 'Site', width: 3, cell: (row) => row.siteName },
  { title: 'Alerts', width: 1, align: 'right', cell: (row) => String(row.responses.alerts) },
  { title: 'Answered', width: 1, align: 'right', cell: (row) => String(row.responses.answered) },
  { title: 'Median', width: 1.2, align: 'right', cell: (row) => duration(row.responses.medianSeconds) },
  { title: '95th percentile', width: 1.4, align: 'right', cell: (row) => duration(row.responses.p95Seconds) },
  { title: 'Panics', width: 1, align: 'right', cell: (row) => String(row.responses.panics) },
  { title: 'Panic median', width: 1.3, align: 'right', cell: (row) => duration(row.responses.panicMedianSeconds) },
];

const recordColumns: Column<Line>[] = [
  { title: 'Site', width: 2, cell: (row) => row.siteName },
  {
    title: 'Record check',
    width: 5,
    cell: (row) => row.record.text,
    colour: (row) => (row.record.intact ? COLOURS.pass : COLOURS.fail),
  },
];

export function SlaSheet({ sla, generatedAt }: { sla: PortalSla; generatedAt: number }) {
  const zone = sla.timeZone;
  const period = { from: sla.from, to: sla.to };
  const subject = sla.sites.length === 1 ? sla.sites[0].siteName : `${sla.sites.length} sites`;
  const total: Line = { ...sla.total, siteName: 'Total' };
  const incidents = sla.total.incidents;
  return (
    <Document title={`SLA ${sla.month} ${subject}`} author={sla.companyName} creator="Patrol Console">
      <Page size="A4" style={styles.page}>
        <TitleBlock
          company={sla.companyName}
          title={`Monthly SLA ${sla.month}`}
          subject={subject}
          detail={sla.provisional ? `${MESSAGES.portal.provisional}.` : undefined}
          period={period}
          generatedAt={generatedAt}
          zone={zone}
        />
        <Section
          title="Patrol compliance"
          note={`Compliance: tags scanned of those expected on judged patrols; the SLA is met above ${sla.total.sla.threshold}%.`}
        >
          <Table columns={patrolColumns} rows={sla.sites} total={sla.sites.length > 1 ? total : undefined} />
        </Section>
        <Section title="Response times" note="From an alert being sent to the control room's first answer.">
          <Table columns={responseColumns} rows={sla.sites} total={sla.sites.length > 1 ? total : undefined} />
        </Section>
        <Section title="Incidents (approved)">
          {incidents.length ? (
            <Table
              columns={[
                { title: 'Category', width: 4, cell: (row) => row.category },
                { title: 'Reports', width: 1, align: 'right', cell: (row) => String(row.count) },
              ]}
              rows={incidents}
            />
          ) : (
            <Text style={styles.empty}>No approved incident reports this month.</Text>
          )}
        </Section>
        <Section
          title="The record"
          note="Each site's events of the month checked against their hash chains and signed checkpoints."
        >
          <Table columns={recordColumns} rows={sla.sites} />
        </Section>
        <Footer company={sla.companyName} subject={subject} period={period} zone={zone} />
      </Page>
    </Document>
  );
}
