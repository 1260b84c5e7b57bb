/** Tags scanned against the tags the period's patrols expected, with the late and early scans. */
import type { TagFigures } from '../content';
import { count, percent } from './format';
import { Section } from './Section';
import { type Column, Table } from './Table';

const COLUMNS: Column<TagFigures>[] = [
  { title: 'Expected', width: 1, align: 'right', cell: (tags) => count(tags.expected) },
  { title: 'Scanned', width: 1, align: 'right', cell: (tags) => count(tags.scanned) },
  { title: 'Missed', width: 1, align: 'right', cell: (tags) => count(Math.max(tags.expected - tags.scanned, 0)) },
  { title: 'Scanned %', width: 1, align: 'right', cell: (tags) => percent(tags.scannedPercentage) },
  { title: 'On time', width: 1, align: 'right', cell: (tags) => count(tags.scanned - tags.late - tags.early) },
  { title: 'Late', width: 1, align: 'right', cell: (tags) => count(tags.late) },
  { title: 'Early', width: 1, align: 'right', cell: (tags) => count(tags.early) },
];

export function Tags({ tags }: { tags: TagFigures }) {
  return (
    <Section
      title="Tags scanned"
      note="Expected: the tags of every patrol planned in the period. Late and early: scans outside the tolerance of their expected time."
    >
      <Table columns={COLUMNS} rows={[tags]} />
    </Section>
  );
}
