/** Patrols per route and schedule: planned, and how they ended, with percentages and a total line. */
import type { PatrolLine } from '../content';
import { count, percent } from './format';
import { Empty, Section } from './Section';
import { type Column, Table } from './Table';
import { COLOURS } from './theme';

const withShare = (value: number, share: number) => `${count(value)} (${percent(share)})`;

export const PATROL_COLUMNS: Column<PatrolLine>[] = [
  { title: 'Route', width: 2.2, cell: (line) => line.routeName },
  { title: 'Schedule', width: 3, cell: (line) => line.schedule },
  { title: 'Planned', width: 1, align: 'right', cell: (line) => count(line.planned) },
  {
    title: 'Complete',
    width: 1.7,
    align: 'right',
    cell: (line) => withShare(line.complete, line.completePercentage),
  },
  {
    title: 'Incomplete',
    width: 1.7,
    align: 'right',
    cell: (line) => withShare(line.incomplete, line.incompletePercentage),
    colour: (line) => (line.incomplete ? COLOURS.warn : undefined),
  },
  {
    title: 'Failed',
    width: 1.7,
    align: 'right',
    cell: (line) => withShare(line.failed, line.failedPercentage),
    colour: (line) => (line.failed ? COLOURS.fail : undefined),
  },
  { title: 'Open', width: 0.9, align: 'right', cell: (line) => count(line.open) },
];

const NOTE =
  "Complete: every tag of the route scanned. Incomplete: some. Failed: none. Open: the patrol's window had not closed when the report was made.";
/** Said when some verdicts may still change: scans a handset held through a dead signal can still arrive. */
const provisionalNote = (n: number) =>
  n === 1
    ? ' 1 verdict is provisional: scans a handset held without signal may still arrive and revise it.'
    : ` ${count(n)} verdicts are provisional: scans a handset held without signal may still arrive and revise them.`;

export function Patrols({ lines, total }: { lines: PatrolLine[]; total: PatrolLine }) {
  return (
    <Section
      title="Patrols by route and schedule"
      note={total.provisional ? NOTE + provisionalNote(total.provisional) : NOTE}
    >
      {lines.length ? (
        <Table columns={PATROL_COLUMNS} rows={lines} total={{ ...total, routeName: 'Total', schedule: '' }} />
      ) : (
        <Empty text="No patrols were planned in this period." />
      )}
    </Section>
  );
}
