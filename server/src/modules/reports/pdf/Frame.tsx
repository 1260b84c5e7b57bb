/** What every report page carries: the title block on the first page, and a footer with the page number. */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Period } from '../../../time';
import { isLongPeriod, longTime, periodText, reportDay, timeZoneNote } from './format';
import { COLOURS, styles } from './theme';

const s = StyleSheet.create({
  band: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
  company: { fontFamily: 'Helvetica-Bold', fontSize: 10, color: COLOURS.brand, letterSpacing: 1 },
  generated: { fontSize: 8, color: COLOURS.muted, textAlign: 'right' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 20, color: COLOURS.brand, marginTop: 10 },
  subject: { fontFamily: 'Helvetica-Bold', fontSize: 14, marginTop: 4 },
  detail: { fontSize: 9, color: COLOURS.muted, marginTop: 2 },
  period: {
    marginTop: 10,
    padding: 8,
    backgroundColor: COLOURS.brandLight,
    borderLeftWidth: 3,
    borderLeftColor: COLOURS.brand,
  },
  periodLabel: { fontSize: 7.5, color: COLOURS.muted, letterSpacing: 0.5 },
  periodText: { fontFamily: 'Helvetica-Bold', fontSize: 10, marginTop: 2 },
});

export interface TitleProps {
  company: string;
  title: string;
  subject: string;
  detail?: string;
  period: Period;
  generatedAt: number;
  /** The company's time zone: every time is on its clock. */
  zone: string;
}

const days = (period: Period) => Math.round((period.to - period.from) / 86_400);

export function TitleBlock({ company, title, subject, detail, period, generatedAt, zone }: TitleProps) {
  const kind = isLongPeriod(period) ? `${days(period)} shift days` : 'One shift day';
  return (
    <View>
      <View style={s.band}>
        <Text style={s.company}>{company.toUpperCase()}</Text>
        <Text style={s.generated}>Generated {longTime(generatedAt, zone)}</Text>
      </View>
      <Text style={s.title}>{title}</Text>
      <Text style={s.subject}>{subject}</Text>
      {detail ? <Text style={s.detail}>{detail}</Text> : null}
      <View style={s.period}>
        <Text style={s.periodLabel}>REPORTING PERIOD · {kind.toUpperCase()} · SHIFTS START AT 06:00</Text>
        <Text style={s.periodText}>{periodText(period, zone)}</Text>
        <Text style={styles.note}>{timeZoneNote(zone)}</Text>
      </View>
    </View>
  );
}

export function Footer({
  company,
  subject,
  period,
  zone,
}: {
  company: string;
  subject: string;
  period: Period;
  zone: string;
}) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {company} · {subject} · {reportDay(period.from, zone)} to {reportDay(period.to, zone)}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
