import { useTranslate } from 'react-admin';
import { formatEpoch } from '../../common/dateTime';
import type { LiveAlert } from '../../realtime/types';
import { alertTime, missedTags, patrolVerdict, routeName, tagName } from './alertText';
import { DetailPanel } from './DetailPanel';
import { FieldRows } from './FieldRows';

/**
 * The patrol of a patrol end, a verdict revised, a scan or a tag overdue: route, status (and the verdict before a
 * revision, and why), tags (those missed named), timing, cleared or superseded.
 */
export const PatrolPanel = ({ alert }: { alert: LiveAlert }) => {
  const translate = useTranslate();
  const revised = alert.type === 'patrolRevised';
  const ended = alert.type === 'patrolEnded' || revised;
  const status = typeof alert.status === 'string' ? alert.status : undefined;
  const previous = alert.previous as { status?: string; tagsScanned?: number } | undefined;
  const timing =
    alert.alertType === 'onTime' ? translate('patrol.alerts.onTime') : (alert.alertType as string | undefined);
  return (
    <DetailPanel title="patrol.alerts.dialog.patrol" defaultExpanded={ended}>
      <FieldRows
        rows={[
          ['route', routeName(alert)],
          ['status', ended ? patrolVerdict(alert, status, translate) : undefined],
          [
            'revisedFrom',
            revised && previous
              ? translate('patrol.alerts.revisedFrom', {
                  status: patrolVerdict(alert, previous.status, translate),
                  scanned: previous.tagsScanned,
                  expected: alert.tagsExpected,
                })
              : undefined,
          ],
          ['revisedWhy', revised ? alert.reason : undefined],
          [
            'tagsScanned',
            ended && typeof alert.tagsExpected === 'number'
              ? `${alert.tagsScanned} / ${alert.tagsExpected}`
              : undefined,
          ],
          ['missedTags', missedTags(alert)],
          ['endedAt', alert.type === 'patrolEnded' ? alertTime(alert) : undefined],
          ['tag', ended ? undefined : tagName(alert)],
          ['timing', timing],
          ['estimatedScan', formatEpoch(alert.estimatedScanEpoch)],
          ['scannedAt', formatEpoch(alert.scannedAt)],
          [
            'cleared',
            typeof alert.clearedAt === 'number'
              ? translate(`patrol.alerts.cleared.${alert.clearedBy === 'scan' ? 'scan' : 'patrolEnded'}`, {
                  time: formatEpoch(alert.clearedAt),
                })
              : undefined,
          ],
          [
            'superseded',
            typeof alert.supersededAt === 'number'
              ? translate('patrol.alerts.superseded', { time: formatEpoch(alert.supersededAt) })
              : undefined,
          ],
        ]}
      />
    </DetailPanel>
  );
};
