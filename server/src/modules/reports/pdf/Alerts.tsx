/** Alerts by type: how many, how many were answered, how fast, and by whom. */
import type { AlertLine } from '../../alert/figures';
import { count, duration } from './format';
import { Empty, Section } from './Section';
import { type Column, Table } from './Table';
import { COLOURS } from './theme';

export const ALERT_TYPE_NAMES: Record<AlertLine['type'], string> = {
  panic: 'Panic',
  pleaseCallMe: 'Please Call Me',
  patrolEnded: 'Patrol failed or incomplete',
  deviceOffline: 'Device offline',
  deviceBatteryLow: 'Low battery',
  boundaryExit: 'Left the site boundary',
};

const COLUMNS: Column<AlertLine>[] = [
  { title: 'Type', width: 2.2, cell: (line) => ALERT_TYPE_NAMES[line.type] },
  { title: 'Alerts', width: 0.8, align: 'right', cell: (line) => count(line.count) },
  {
    title: 'Answered',
    width: 1,
    align: 'right',
    cell: (line) => count(line.answered),
    colour: (line) => (line.answered < line.count ? COLOURS.fail : undefined),
  },
  { title: 'Median response', width: 1.5, align: 'right', cell: (line) => duration(line.medianResponseSeconds) },
  { title: 'Slowest response', width: 1.5, align: 'right', cell: (line) => duration(line.slowestResponseSeconds) },
  { title: 'Answered by', width: 3, cell: (line) => line.answeredBy.join(', ') || '–' },
];

export function Alerts({ alerts }: { alerts: AlertLine[] }) {
  const raised = alerts.filter((line) => line.count > 0);
  return (
    <Section
      title="Alerts and responses"
      note="Response: from the alert reaching the control room to its first answer in the console."
    >
      {raised.length ? (
        <Table columns={COLUMNS} rows={raised} />
      ) : (
        <Empty text="No alerts were raised in this period." />
      )}
    </Section>
  );
}
