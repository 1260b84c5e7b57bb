/** The site's handsets: how often each went offline or ran low on battery, and when it was last heard from. */
import type { DeviceHealthLine } from '../../device/health';
import { timeOr } from './format';
import { Empty, Section } from './Section';
import { type Column, countColumn, Table } from './Table';
import { COLOURS } from './theme';

const columns = (zone: string): Column<DeviceHealthLine>[] => [
  { title: 'Device', width: 2.5, cell: (line) => line.deviceName },
  countColumn('Went offline', 1.2, (line) => line.offlineCount, COLOURS.fail),
  countColumn('Low battery', 1.2, (line) => line.lowBatteryCount, COLOURS.warn),
  { title: 'Last heard from', width: 1.8, cell: (line) => timeOr(line.lastSeen, 'Never', zone) },
];

export function Devices({ devices, zone }: { devices: DeviceHealthLine[]; zone: string }) {
  return (
    <Section title="Device health">
      {devices.length ? (
        <Table columns={columns(zone)} rows={devices} />
      ) : (
        <Empty text="No handset is registered at this site." />
      )}
    </Section>
  );
}
