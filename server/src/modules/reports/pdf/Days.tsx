/** A longer period day by day: the scanned percentage as a chart, then a table of every shift day. */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { DayLine } from '../content';
import { DayChart } from './DayChart';
import { count, percent } from './format';
import { Section } from './Section';
import { type Column, Table } from './Table';
import { COLOURS } from './theme';

const s = StyleSheet.create({
  legend: { flexDirection: 'row', gap: 12, fontSize: 7.5, color: COLOURS.muted, marginBottom: 4 },
  key: { width: 8, height: 8, marginRight: 3 },
  item: { flexDirection: 'row', alignItems: 'center' },
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

const columns = (threshold: number): Column<DayLine>[] => [
  { title: 'Shift day', width: 1.6, cell: (line) => `${weekday(line.day)} ${line.day}` },
  { title: 'Patrols planned', width: 1.2, align: 'right', cell: (line) => count(line.planned) },
  { title: 'Complete', width: 1, align: 'right', cell: (line) => count(line.complete) },
  { title: 'Tags expected', width: 1.2, align: 'right', cell: (line) => count(line.tagsExpected) },
  { title: 'Tags scanned', width: 1.2, align: 'right', cell: (line) => count(line.tagsScanned) },
  {
    title: 'Scanned %',
    width: 1.1,
    align: 'right',
    cell: (line) => (line.tagsExpected ? percent(line.scannedPercentage) : '–'),
    colour: (line) =>
      !line.tagsExpected ? COLOURS.muted : line.scannedPercentage > threshold ? COLOURS.pass : COLOURS.fail,
  },
];

function Legend({ threshold }: { threshold: number }) {
  return (
    <View style={s.legend}>
      <View style={s.item}>
        <View style={[s.key, { backgroundColor: COLOURS.bar }]} />
        <Text>Above the SLA</Text>
      </View>
      <View style={s.item}>
        <View style={[s.key, { backgroundColor: COLOURS.fail }]} />
        <Text>At or below the SLA</Text>
      </View>
      <View style={s.item}>
        <View style={[s.key, { height: 1.5, backgroundColor: COLOURS.pass }]} />
        <Text>SLA threshold ({threshold}%)</Text>
      </View>
      <View style={s.item}>
        <View style={[s.key, { height: 2, backgroundColor: COLOURS.rule }]} />
        <Text>No tag expected</Text>
      </View>
    </View>
  );
}

export function Days({ days, threshold }: { days: DayLine[]; threshold: number }) {
  if (!days.length) return null;
  return (
    <>
      <Section title="Tags scanned per shift day">
        <View wrap={false}>
          <Legend threshold={threshold} />
          <DayChart days={days} threshold={threshold} />
        </View>
      </Section>
      <Section title="Day by day">
        <Table columns={columns(threshold)} rows={days} />
      </Section>
    </>
  );
}
