/** An area report's sites, ranked by their scanned percentage (1 is best), with their SLA verdicts. */
import type { AreaSiteLine } from '../content';
import { count, percent } from './format';
import { Empty, Section } from './Section';
import { type Column, countColumn, Table } from './Table';
import { COLOURS } from './theme';

const COLUMNS: Column<AreaSiteLine>[] = [
  { title: 'Rank', width: 0.6, align: 'right', cell: (line) => String(line.rank) },
  { title: 'Site', width: 2.6, cell: (line) => line.siteName },
  {
    title: 'Tags scanned',
    width: 1.4,
    align: 'right',
    cell: (line) => `${count(line.tags.scanned)} / ${count(line.tags.expected)}`,
  },
  { title: 'Scanned %', width: 1.1, align: 'right', cell: (line) => percent(line.tags.scannedPercentage) },
  {
    title: 'SLA',
    width: 0.9,
    align: 'center',
    cell: (line) => (!line.tags.expected ? 'Nothing to judge' : line.sla.passed ? 'Met' : 'Not met'),
    colour: (line) => (!line.tags.expected ? undefined : line.sla.passed ? COLOURS.pass : COLOURS.fail),
  },
  {
    title: 'Patrols complete',
    width: 1.5,
    align: 'right',
    cell: (line) => `${count(line.patrols.complete)} / ${count(line.patrols.planned)}`,
  },
  { title: 'Complete %', width: 1.1, align: 'right', cell: (line) => percent(line.patrols.completePercentage) },
  countColumn('Panics', 0.8, (line) => line.panicAlerts, COLOURS.fail),
];

export function AreaSites({ sites }: { sites: AreaSiteLine[] }) {
  return (
    <Section title="Sites ranked by tags scanned" note="Rank 1 scanned the largest share of its expected tags.">
      {sites.length ? <Table columns={COLUMNS} rows={sites} /> : <Empty text="This area has no sites." />}
    </Section>
  );
}
