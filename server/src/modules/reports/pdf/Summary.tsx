/** The report's first figures: the SLA verdict, prominent, and three key figures beside it. */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { AlertLine } from '../../alert/figures';
import type { PatrolLine, SlaVerdict, TagFigures } from '../content';
import { count, percent } from './format';
import { COLOURS } from './theme';

const s = StyleSheet.create({
  row: { flexDirection: 'row', marginTop: 14, gap: 8 },
  verdict: { flexGrow: 1.6, flexBasis: 0, padding: 10, borderWidth: 1.5 },
  verdictLabel: { fontSize: 7.5, letterSpacing: 0.5 },
  verdictText: { fontFamily: 'Helvetica-Bold', fontSize: 20, marginTop: 2 },
  verdictNote: { fontSize: 8.5, marginTop: 3 },
  figure: { flexGrow: 1, flexBasis: 0, padding: 10, borderWidth: 0.5, borderColor: COLOURS.rule },
  figureLabel: { fontSize: 7.5, color: COLOURS.muted, letterSpacing: 0.5 },
  figureValue: { fontFamily: 'Helvetica-Bold', fontSize: 16, marginTop: 2, color: COLOURS.brand },
  figureNote: { fontSize: 8, color: COLOURS.muted, marginTop: 2 },
});

/**
 * Passed or not, in the verdict's colour. A period in which no tag was expected has nothing to judge: it says so
 * in grey rather than 'met' (the dashboard, which needs a number, counts it as 100%).
 */
function Verdict({ sla, tags }: { sla: SlaVerdict; tags: TagFigures }) {
  const judged = tags.expected > 0;
  const colour = !judged ? COLOURS.muted : sla.passed ? COLOURS.pass : COLOURS.fail;
  const background = !judged ? COLOURS.zebra : sla.passed ? COLOURS.passLight : COLOURS.failLight;
  return (
    <View style={[s.verdict, { borderColor: colour, backgroundColor: background }]}>
      <Text style={[s.verdictLabel, { color: colour }]}>SLA VERDICT</Text>
      <Text style={[s.verdictText, { color: colour }]}>
        {!judged ? 'NOTHING TO JUDGE' : sla.passed ? 'SLA MET' : 'SLA NOT MET'}
      </Text>
      <Text style={s.verdictNote}>
        {judged
          ? `${percent(sla.percentage)} of expected tags scanned; the SLA asks for more than ${sla.threshold}%.`
          : `No patrol expected a tag in this period; the SLA asks for more than ${sla.threshold}% of expected tags scanned.`}
      </Text>
    </View>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <View style={s.figure}>
      <Text style={s.figureLabel}>{label}</Text>
      <Text style={s.figureValue}>{value}</Text>
      <Text style={s.figureNote}>{note}</Text>
    </View>
  );
}

export function Summary(props: { sla: SlaVerdict; tags: TagFigures; patrols: PatrolLine; alerts: AlertLine[] }) {
  const { sla, tags, patrols, alerts } = props;
  const alertTotal = alerts.reduce((sum, line) => sum + line.count, 0);
  const answered = alerts.reduce((sum, line) => sum + line.answered, 0);
  return (
    <View style={s.row} wrap={false}>
      <Verdict sla={sla} tags={tags} />
      <Figure
        label="TAGS SCANNED"
        value={percent(tags.scannedPercentage)}
        note={`${count(tags.scanned)} of ${count(tags.expected)} expected`}
      />
      <Figure
        label="PATROLS COMPLETE"
        value={percent(patrols.completePercentage)}
        note={
          patrols.open
            ? `${count(patrols.complete)} of ${count(patrols.planned - patrols.open)} ended; ${count(patrols.open)} still open`
            : `${count(patrols.complete)} of ${count(patrols.planned)} planned`
        }
      />
      <Figure label="ALERTS" value={count(alertTotal)} note={`${count(answered)} answered`} />
    </View>
  );
}
