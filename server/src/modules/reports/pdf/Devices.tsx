/** The site's handsets: how often each went offline or ran low on battery, and when it was last heard from. */
import type { DeviceHealthLine } from '../content';
import { timeOr } from './format';
import { Empty, Section } from './Section';
import { type Column, Table } from './Table';
import { COLOURS } from './theme';

const COLUMNS: Column<DeviceHealthLine>[] = [
  { title: 'Device', width: 2.5, cell: (line) => line.deviceName },
  {
    title: 'Went offline',
    width: 1.2,
    align: 'right',
    cell: (line) => String(line.offlineCount),
    colour: (line) => (line.offlineCount ? COLOURS.fail : undefined),
  },
  {
    title: 'Low battery',
    width: 1.2,
    align: 'right',
    cell: (line) => String(line.lowBatteryCount),
    colour: (line) => (line.lowBatteryCount ? COLOURS.warn : undefined),
  },
  { title: 'Last heard from', width: 1.8, cell: (line) => timeOr(line.lastSeen, 'Never') },
];

export function Devices({ devices }: { devices: DeviceHealthLine[] }) {
  return (
    <Section title="Device health">
      {devices.length ? (
        <Table columns={COLUMNS} rows={devices} />
      ) : (
        <Empty text="No handset is registered at this site." />
      )}
    </Section>
  );
}
