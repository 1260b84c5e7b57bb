/**
 * The route tag scans CSV: one row per scan, oldest first. Result: how the scan stood against its plan's estimate
 * ('On time', 'Early by N minutes', 'Late by N minutes'), 'Not on a patrol' for a tag no open plan expected then, or
 * 'Unknown tag' for a serial that is no tag of the site (its Tag column holds the serial, in the stored form).
 */
import { MESSAGES } from '../../../../../contract/messages';
import { normalTagSerial } from '../../../../../contract/tagSerial';
import { type CsvTime, sentence } from '../../../csv/cells';
import type { Row } from '../../../csv/csvText';
import type { SiteEvent } from '../../alert/siteEvents';

const C = MESSAGES.report.csv;
export const SCAN_COLUMNS = C.columns.routeTagScanCsv;
export const SCAN_TYPES = ['nfcTagScan', 'nfcTagScanUnallocated', 'patrolScanAlert'] as const;

interface ScanPayload {
  routeTag?: { name?: string; serialNumber?: string };
  routeTaken?: { route?: string } | null;
}

/** `events`: the site's scans (nfcTagScan, nfcTagScanUnallocated) and the patrolScanAlert of each scan on a patrol. */
export function scanRows(events: readonly SiteEvent[], time: CsvTime): Row<typeof SCAN_COLUMNS>[] {
  const judged = new Map<number, string>();
  for (const alert of events) {
    if (alert.type !== 'patrolScanAlert') continue;
    const { tagScanId, alertType } = alert.payload as { tagScanId: number; alertType: string };
    judged.set(tagScanId, alertType === 'onTime' ? C.onTime : sentence(alertType));
  }
  return events
    .filter((scan) => scan.type === 'nfcTagScan' || scan.type === 'nfcTagScanUnallocated')
    .map((scan) => {
      const payload = scan.payload as ScanPayload;
      const unknown = scan.type === 'nfcTagScanUnallocated';
      // A scan stored before serials were kept in one form holds the serial as the handset sent it.
      const serial = payload.routeTag?.serialNumber;
      return {
        time: time(scan.sentAt),
        tag: (unknown ? serial && normalTagSerial(serial) : payload.routeTag?.name) ?? null,
        route: payload.routeTaken?.route ?? null,
        result: unknown ? C.unknownTag : (judged.get(scan.id) ?? C.notOnPatrol),
        device: scan.deviceName,
        guard: scan.guard,
      };
    });
}
